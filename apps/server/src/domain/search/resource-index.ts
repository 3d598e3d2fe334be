import type { ProductRef } from '@campus/api-client';
import { json, type Db } from '../../services/store';

export interface IndexedResource {
  /** Its key in the search's word index (`SearchIndex`). */
  key: string;
  row: Record<string, unknown>;
  videoId: number | null;
  section: string;
  type: string;
  title: string;
  description: string;
  /** The description as written, for the word index and its highlights. */
  shownDescription: string;
  categories: string[];
  products: number[];
  /** The series that open it, as `mayOpen` reads them. */
  access: ProductRef[];
  thumbnail: string;
}

/** A section's resources, as a search goes through them. */
export interface ResourceSection {
  /** Newest first, as the section lists them. */
  items: IndexedResource[];
  /** Each resource's place in `items`, by its key in the word index. */
  at: Map<string, number>;
  /**
   * Every title and description of the section, lower case, one after another: text none of them
   * holds is not in this either, so a search for it looks at no resource.
   */
  text: string;
}

/**
 * The resources, searched in memory: they change only through seeding or a content pack's import,
 * so the hot path stays free of SQL; `SearchIndex` has them read again when either moves the
 * store's marks. One per server, beside its store (`domain/context.ts`), loaded before it listens.
 */
export class ResourceIndex {
  private loaded?: Promise<IndexedResource[]>;
  private sections?: Promise<Map<string, ResourceSection>>;
  constructor(private readonly db: Db) {}

  /** Reads the store again at the next `load` (a store seeded again, `SearchIndex`). */
  forget(): void {
    this.loaded = undefined;
    this.sections = undefined;
  }

  /** A section's resources (none for a section that has none), worked out once per load. */
  async section(name: string): Promise<ResourceSection> {
    this.sections ??= this.load().then((all) => {
      const bySection = new Map<string, IndexedResource[]>();
      for (const resource of all) {
        const items = bySection.get(resource.section);
        if (items) items.push(resource);
        else bySection.set(resource.section, [resource]);
      }
      return new Map(
        [...bySection].map(([section, items]) => [
          section,
          {
            items,
            at: new Map(items.map((item, at) => [item.key, at])),
            text: items.map((item) => `${item.title}\n${item.description}`).join('\n'),
          },
        ]),
      );
    });
    return (await this.sections).get(name) ?? { items: [], at: new Map(), text: '' };
  }

  load(): Promise<IndexedResource[]> {
    const { db } = this;
    this.loaded ??= db
      .selectFrom('resources')
      .selectAll()
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute()
      .then((rows) =>
        rows.map((row) => {
          const data = json<{
            description: string;
            categories: Array<{ slug: string }>;
            products: ProductRef[];
            video_id: number | null;
            thumbnail: string;
          }>(row.data);
          return {
            key: `resource:${Number(row.blog_id)}:${Number(row.id)}`,
            row: { ...row },
            videoId: data.video_id ?? null,
            section: String(row.section),
            type: String(row.type),
            title: String(row.title).toLowerCase(),
            description: data.description.toLowerCase(),
            shownDescription: data.description,
            categories: data.categories.map((c) => c.slug),
            products: data.products.map((p) => p.id),
            access: data.products,
            thumbnail: data.thumbnail,
          };
        }),
      );
    return this.loaded;
  }
}

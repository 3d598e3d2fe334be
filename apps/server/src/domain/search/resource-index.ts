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

/**
 * The resources, searched in memory: they change only through seeding, so the hot path stays free
 * of SQL; `SearchIndex` has them read again when the store is seeded again. One per server, beside its store (`domain/context.ts`), loaded before it listens.
 */
export class ResourceIndex {
  private loaded?: Promise<IndexedResource[]>;
  constructor(private readonly db: Db) {}

  /** Reads the store again at the next `load` (a store seeded again, `SearchIndex`). */
  forget(): void {
    this.loaded = undefined;
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

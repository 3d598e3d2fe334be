import { marked } from 'marked';
import { isMap, LineCounter, parseDocument, type Document } from 'yaml';
import type { PackSource } from './source';

/*
 * The content pack format (README, "Content packs"): one YAML file per item under a folder per
 * kind, media files anywhere in the pack, named by their path from the pack's root. Reading checks
 * everything an import needs, so an import that starts has nothing left to refuse.
 */

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export interface PackVideo {
  file: string;
  duration: number;
  title: string | undefined;
  language: string;
  /** Caption files (WebVTT) by language. */
  captions: Record<string, string>;
  /** Recordings in other languages by language; a language without one plays `file`. */
  recordings: Record<string, string>;
  downloads: Array<{
    quality: string;
    public_name: string;
    width: number;
    height: number;
    file: string;
  }>;
}

export interface Tag {
  slug: string;
  name: string;
}

interface Item {
  /** The YAML file it came from. */
  source: string;
  id: number | undefined;
  slug: string;
}

export interface PackCategory extends Item {
  name: string;
  glyph: string;
  position: number;
  translations: Array<{ lang: string; name: string; slug: string }>;
}
export interface PackProduct extends Item {
  title: string;
  price: number;
  description: string;
  weeks: number;
  image: string | undefined;
  sessions: Array<{ week: number; title: string }>;
}
export interface PackBucket extends Item {
  label: string;
  description: string;
  parent: string | null;
  position: number;
}
export interface PackLesson extends Item {
  title: string;
  type: 'article' | 'video';
  date: string;
  popular: boolean;
  excerpt: string;
  image: string | undefined;
  categories: string[];
  tags: Tag[];
  duration: number;
  content: string;
  video: PackVideo | { url: string } | undefined;
}
export interface PackModule extends Item {
  title: string;
  status: 'publish' | 'private';
  date: string;
  content: string;
  image: string | undefined;
  tags: Tag[];
  lessons: string[];
}
export interface PackResource extends Item {
  title: string;
  section: 'materials' | 'promotional';
  bucket: string;
  date: string;
  description: string;
  thumbnail: string | undefined;
  categories: string[];
  products: string[];
  document: string | undefined;
  video: PackVideo | undefined;
}

export interface PackMember extends Item {
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  /** A password to hash on import, or a hash as an export writes it. */
  password: { plain: string } | { hash: string };
  progress: Array<{ lesson: string; module: string; completed_on: string }>;
}

export interface Pack {
  /**
   * The members' files, not the members: a pack may hold many thousands, each with its progress
   * rows, so they are checked one file at a time and never held together (README, "Generated
   * sizes"); `readPack` hands each one on as it goes.
   */
  memberFiles: string[];
  categories: PackCategory[];
  products: PackProduct[];
  buckets: PackBucket[];
  lessons: PackLesson[];
  modules: PackModule[];
  resources: PackResource[];
  /** Every media file the items name, by pack path. */
  media: Set<string>;
}

export const KINDS = [
  'members',
  'categories',
  'products',
  'buckets',
  'lessons',
  'modules',
  'resources',
] as const;
type Kind = (typeof KINDS)[number];

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/;

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type Key = string | number;

/** One YAML file's fields, each read with the line it is on, problems collected as they are met. */
class Fields {
  constructor(
    readonly file: string,
    private readonly doc: Document,
    private readonly lines: LineCounter,
    private readonly problems: Problem[],
    private readonly files: Set<string>,
    readonly media: Set<string>,
  ) {
    this.data = doc.toJS();
  }

  lineOf(path: Key[]): number {
    for (let at = path.length; at >= 0; at -= 1) {
      const node = this.doc.getIn(path.slice(0, at), true) as
        { range?: [number, number] } | undefined;
      if (node?.range) return this.lines.linePos(node.range[0]).line;
    }
    return 1;
  }

  problem(path: Key[], message: string): void {
    this.problems.push({ file: this.file, line: this.lineOf(path), message });
  }

  private readonly data: unknown;

  value(path: Key[]): unknown {
    let at: unknown = this.data;
    for (const key of path) {
      if (at === null || typeof at !== 'object') return undefined;
      at = (at as Record<string, unknown>)[key];
    }
    return at === null ? undefined : at;
  }

  text(path: Key[], fallback?: string): string {
    const value = this.value(path);
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string' || (fallback === undefined && value.trim() === '')) {
      this.problem(
        path,
        `${path.join('.')} must be ${fallback === undefined ? 'a non-empty ' : ''}text`,
      );
      return fallback ?? '';
    }
    return value;
  }

  number(path: Key[], fallback?: number, { integer = false, min = 0 } = {}): number {
    const value = this.value(path);
    if (value === undefined && fallback !== undefined) return fallback;
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < min ||
      (integer && !Number.isInteger(value))
    ) {
      this.problem(
        path,
        `${path.join('.')} must be ${integer ? 'a whole number' : 'a number'} of at least ${min}`,
      );
      return fallback ?? min;
    }
    return value;
  }

  choice<T extends string>(path: Key[], choices: readonly T[], fallback?: T): T {
    const value = this.text(path, fallback);
    if (!choices.includes(value as T)) {
      this.problem(path, `${path.join('.')} must be one of ${choices.join(', ')}`);
      return choices[0]!;
    }
    return value as T;
  }

  slug(path: Key[]): string {
    const value = this.text(path);
    if (value && !SLUG.test(value))
      this.problem(
        path,
        `${path.join('.')} "${value}" must be lower-case letters, digits and dashes`,
      );
    return value;
  }

  date(path: Key[]): string {
    const value = this.text(path, '2026-01-01');
    if (!DATE.test(value)) {
      this.problem(path, `${path.join('.')} must be a date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS)`);
      return '2026-01-01T00:00:00';
    }
    return `${value}T00:00:00`.slice(0, 19).padEnd(19, ':00').slice(0, 19);
  }

  list(path: Key[]): unknown[] {
    const value = this.value(path);
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.problem(path, `${path.join('.')} must be a list`);
      return [];
    }
    return value;
  }

  record(path: Key[]): Record<string, unknown> {
    const value = this.value(path);
    if (value === undefined) return {};
    if (typeof value !== 'object' || Array.isArray(value) || value === null) {
      this.problem(path, `${path.join('.')} must be a mapping`);
      return {};
    }
    return value as Record<string, unknown>;
  }

  /** A media file named by its path in the pack, which must be there. */
  mediaFile(
    path: Key[],
    { required = false, ext }: { required?: boolean; ext?: RegExp } = {},
  ): string | undefined {
    const value = this.value(path);
    if (value === undefined && !required) return undefined;
    const name = this.text(path);
    if (!name) return undefined;
    if (ext && !ext.test(name))
      this.problem(path, `${path.join('.')} "${name}" must end in ${ext.source}`);
    if (!this.files.has(name)) {
      this.problem(path, `${path.join('.')} names ${name}, which is not in the pack`);
      return undefined;
    }
    this.media.add(name);
    return name;
  }

  id(): number | undefined {
    return this.value(['id']) === undefined
      ? undefined
      : this.number(['id'], undefined, { integer: true, min: 1 });
  }

  tags(path: Key[]): Tag[] {
    return this.list(path).map((tag, i) => {
      if (typeof tag === 'string' && tag.trim()) return { slug: slugify(tag), name: tag };
      return { slug: this.slug([...path, i, 'slug']), name: this.text([...path, i, 'name']) };
    });
  }

  slugs(path: Key[]): string[] {
    return this.list(path).map((_, i) => this.slug([...path, i]));
  }

  /** The HTML of `content`, of `markdown`, or of the `.html`/`.md` file `content_file` names. */
  html(read: (path: string) => Buffer | undefined): string {
    const file = this.value(['content_file']);
    if (file !== undefined) {
      const name = this.mediaFile(['content_file'], { required: true, ext: /\.(html?|md)$/ });
      this.media.delete(name ?? '');
      const text = name ? read(name)!.toString('utf8') : '';
      return name?.endsWith('.md') ? (marked.parse(text, { async: false }) as string) : text;
    }
    if (this.value(['markdown']) !== undefined)
      return marked.parse(this.text(['markdown']), { async: false }) as string;
    return this.text(['content'], '');
  }

  video(path: Key[]): PackVideo {
    const own = this.text([...path, 'language'], 'en');
    const languages = (key: string, ext: RegExp) =>
      Object.fromEntries(
        Object.keys(this.record([...path, key])).flatMap((language) => {
          if (!LANGUAGE.test(language)) {
            this.problem(
              [...path, key, language],
              `${key} language "${language}" is not a language code`,
            );
            return [];
          }
          const file = this.mediaFile([...path, key, language], { required: true, ext });
          return file ? [[language, file]] : [];
        }),
      );
    return {
      file: this.mediaFile([...path, 'file'], { required: true }) ?? '',
      duration: this.number([...path, 'duration']),
      title:
        this.value([...path, 'title']) === undefined ? undefined : this.text([...path, 'title']),
      language: own,
      captions: languages('captions', /\.vtt$/),
      recordings: languages('recordings', /\.(mp4|webm|mov|m4v)$/),
      downloads: this.list([...path, 'downloads']).map((_, i) => {
        const at = [...path, 'downloads', i];
        return {
          quality: this.text([...at, 'quality']),
          public_name: this.text([...at, 'name']),
          width: this.number([...at, 'width'], 0, { integer: true }),
          height: this.number([...at, 'height'], 0, { integer: true }),
          file: this.mediaFile([...at, 'file'], { required: true }) ?? '',
        };
      }),
    };
  }
}

function readItem(kind: Kind, f: Fields, read: (path: string) => Buffer | undefined) {
  const base = { source: f.file, id: f.id() };
  switch (kind) {
    case 'members': {
      const email = f.text(['email']);
      if (email && !/^[^@\s]+@[^@\s]+$/.test(email))
        f.problem(['email'], `email "${email}" is not an address`);
      const hash = f.value(['password_hash']);
      return {
        ...base,
        slug: email.toLowerCase(),
        email,
        first_name: f.text(['first_name'], ''),
        last_name: f.text(['last_name'], ''),
        roles:
          f.list(['roles']).length > 0
            ? f.list(['roles']).map((_, i) => f.slug(['roles', i]).replace(/-/g, '_'))
            : ['member'],
        password:
          hash !== undefined
            ? { hash: f.text(['password_hash']) }
            : { plain: f.text(['password']) },
        progress: f.list(['progress']).map((_, i) => ({
          lesson: f.slug(['progress', i, 'lesson']),
          module: f.slug(['progress', i, 'module']),
          completed_on: f.date(['progress', i, 'completed_on']),
        })),
      } satisfies PackMember;
    }
    case 'categories':
      return {
        ...base,
        slug: f.slug(['slug']),
        name: f.text(['name']),
        glyph: f.text(['glyph'], 'flag'),
        position: f.number(['position'], 0, { integer: true }),
        translations: Object.keys(f.record(['translations'])).map((lang) => ({
          lang,
          name: f.text(['translations', lang, 'name']),
          slug: f.slug(['translations', lang, 'slug']),
        })),
      } satisfies PackCategory;
    case 'products':
      return {
        ...base,
        slug: f.slug(['slug']),
        title: f.text(['title']),
        price: f.number(['price'], 0, { integer: true }),
        description: f.text(['description'], ''),
        weeks: f.number(['weeks'], 0, { integer: true }),
        image: f.mediaFile(['image']),
        sessions: f.list(['sessions']).map((_, i) => ({
          week: f.number(['sessions', i, 'week'], i + 1, { integer: true, min: 1 }),
          title: f.text(['sessions', i, 'title']),
        })),
      } satisfies PackProduct;
    case 'buckets':
      return {
        ...base,
        slug: f.slug(['name']),
        label: f.text(['label']),
        description: f.text(['description'], ''),
        parent: f.value(['parent']) === undefined ? null : f.slug(['parent']),
        position: f.number(['position'], 0, { integer: true }),
      } satisfies PackBucket;
    case 'lessons': {
      const type = f.choice(['type'], ['article', 'video'] as const);
      const video =
        type !== 'video'
          ? undefined
          : f.value(['video', 'url']) !== undefined
            ? { url: f.text(['video', 'url']) }
            : f.value(['video']) === undefined
              ? (f.problem(['type'], 'a video lesson needs video.file or video.url'), undefined)
              : f.video(['video']);
      return {
        ...base,
        slug: f.slug(['slug']),
        title: f.text(['title']),
        type,
        date: f.date(['date']),
        popular: f.value(['popular']) === true,
        excerpt: f.text(['excerpt'], ''),
        image: f.mediaFile(['image']),
        categories: f.slugs(['categories']),
        tags: f.tags(['tags']),
        duration: f.number(['duration'], video && 'duration' in video ? video.duration : 0),
        content: f.html(read),
        video,
      } satisfies PackLesson;
    }
    case 'modules':
      return {
        ...base,
        slug: f.slug(['slug']),
        title: f.text(['title']),
        status: f.choice(['status'], ['publish', 'private'] as const, 'publish'),
        date: f.date(['date']),
        content: f.html(read),
        image: f.mediaFile(['image']),
        tags: f.tags(['tags']),
        lessons: f.slugs(['lessons']),
      } satisfies PackModule;
    case 'resources': {
      const hasVideo = f.value(['video']) !== undefined;
      const resource = {
        ...base,
        slug: f.slug(['slug']),
        title: f.text(['title']),
        section: f.choice(['section'], ['materials', 'promotional'] as const, 'materials'),
        bucket: f.slug(['bucket']),
        date: f.date(['date']),
        description: f.text(['description'], ''),
        thumbnail: f.mediaFile(['thumbnail']),
        categories: f.slugs(['categories']),
        products: f.slugs(['products']),
        document: f.mediaFile(['file']),
        video: hasVideo ? f.video(['video']) : undefined,
      } satisfies PackResource;
      if (hasVideo === (resource.document !== undefined || f.value(['file']) !== undefined))
        f.problem(['title'], 'a resource has either a file or a video');
      return resource;
    }
  }
}

/** One item file parsed, or the problems that stop it being read. */
function parseItem(
  source: PackSource,
  path: string,
  problems: Problem[],
  files: Set<string>,
  media: Set<string>,
): Fields | undefined {
  const lines = new LineCounter();
  const doc = parseDocument(source.read(path)!.toString('utf8'), {
    lineCounter: lines,
    prettyErrors: false,
  });
  if (doc.errors.length > 0) {
    for (const error of doc.errors)
      problems.push({
        file: path,
        line: lines.linePos(error.pos[0]).line,
        message: error.message.split('\n')[0]!,
      });
    return undefined;
  }
  if (!isMap(doc.contents)) {
    problems.push({
      file: path,
      line: 1,
      message: 'an item is a YAML mapping (key: value lines)',
    });
    return undefined;
  }
  return new Fields(path, doc, lines, problems, files, media);
}

/**
 * Reads and checks a whole pack: the pack, or every problem found, each with its file and line.
 * Members are not part of the pack returned: each one checked goes to `keep`, if given.
 */
export function readPack(
  source: PackSource,
  { keep }: { keep?: (member: PackMember) => void } = {},
): { pack: Pack; problems: Problem[] } {
  const problems: Problem[] = [];
  const files = new Set(source.paths);
  const pack: Pack = {
    memberFiles: [],
    categories: [],
    products: [],
    buckets: [],
    lessons: [],
    modules: [],
    resources: [],
    media: new Set(),
  };
  // The lines a reference problem would name, not the parsed files: those would hold the whole
  // pack's YAML in memory until the import ends.
  const linesOf = new WeakMap<Item, Map<string, number>>();
  let items = 0;
  for (const path of source.paths) {
    const [folder, name, ...deeper] = path.split('/');
    if (!KINDS.includes(folder as Kind) || deeper.length > 0 || !/\.ya?ml$/.test(name ?? ''))
      continue;
    items += 1;
    // Members are read after the content, whose lessons and modules their progress names.
    if (folder === 'members') {
      pack.memberFiles.push(path);
      continue;
    }
    const fields = parseItem(source, path, problems, files, pack.media);
    if (!fields) continue;
    const item = readItem(folder as Kind, fields, source.read);
    linesOf.set(
      item,
      new Map(referencePaths(item).map((path) => [path.join('.'), fields.lineOf(path)])),
    );
    (pack[folder as Exclude<Kind, 'members'>] as unknown[]).push(item);
  }
  if (items === 0)
    problems.push({
      file: '.',
      line: 0,
      message: `no items: a pack holds YAML files under ${KINDS.join('/, ')}/`,
    });
  const contentReferences: Problem[] = [];
  const references = checkReferences(
    pack,
    contentReferences,
    (item, path) => linesOf.get(item)?.get(path.join('.')) ?? 1,
  );
  // Each member is checked as it is read and then let go: only the addresses stay, to find twins.
  const memberProblems: Problem[] = [];
  const memberReferences: Problem[] = [];
  const addresses = new Map<string, string>();
  for (const path of pack.memberFiles) {
    const fields = parseItem(source, path, memberProblems, files, pack.media);
    if (!fields) continue;
    const member = readItem('members', fields, source.read) as PackMember;
    checkMember(member, references, addresses, memberReferences, (p) => fields.lineOf(p));
    keep?.(member);
  }
  // As a whole pack read at once reported them: each file's own problems in the order of the
  // files, then the references.
  const order = new Map(source.paths.map((path, i) => [path, i]));
  const inFileOrder = [...problems, ...memberProblems].sort(
    (a, b) => (order.get(a.file) ?? Infinity) - (order.get(b.file) ?? Infinity),
  );
  return { pack, problems: [...inFileOrder, ...contentReferences, ...memberReferences] };
}

/** Where `checkReferences` may find a problem in an item (other than a member). */
function referencePaths(item: Item): Key[][] {
  const each = (key: string, list: unknown[] | undefined) =>
    (list ?? []).map((_, i): Key[] => [key, i]);
  const own = item as Partial<PackBucket & PackLesson & PackModule & PackResource>;
  return [
    ['slug'],
    ...(own.parent ? [['parent']] : []),
    ...(own.bucket !== undefined ? [['bucket']] : []),
    ...each('categories', own.categories),
    ...each('products', own.products),
    ...(typeof own.lessons?.[0] === 'string' ? each('lessons', own.lessons) : []),
  ];
}

type Index<T> = Map<string, T>;

/** Slugs are unique per kind, and every slug an item names is an item of the pack. */
function checkReferences(
  pack: Pack,
  problems: Problem[],
  lineOf: (item: Item, path: Key[]) => number,
): { lessons: Index<PackLesson>; modules: Index<PackModule & { lessonSet: Set<string> }> } {
  const at = (item: Item, message: string, path: Key[] = []) =>
    problems.push({ file: item.source, line: lineOf(item, path), message });
  const index = <T extends Item>(items: T[], kind: string) => {
    const bySlug = new Map<string, T>();
    for (const item of items) {
      const other = bySlug.get(item.slug);
      if (other) at(item, `${kind} "${item.slug}" is also in ${other.source}`, ['slug']);
      else bySlug.set(item.slug, item);
    }
    return bySlug;
  };
  const categories = index(pack.categories, 'category');
  const products = index(pack.products, 'product');
  const buckets = index(pack.buckets, 'bucket');
  const lessons = index(pack.lessons, 'lesson');
  const modules = index(pack.modules, 'module');
  index(pack.resources, 'resource');
  const need = (
    item: Item,
    kind: string,
    names: Map<string, unknown>,
    slug: string,
    path: Key[],
  ) => {
    if (!names.has(slug)) at(item, `${kind} "${slug}" is not in the pack`, path);
  };
  for (const b of pack.buckets)
    if (b.parent) need(b, 'parent bucket', buckets, b.parent, ['parent']);
  for (const l of pack.lessons)
    l.categories.forEach((c, i) => need(l, 'category', categories, c, ['categories', i]));
  for (const m of pack.modules)
    m.lessons.forEach((l, i) => need(m, 'lesson', lessons, l, ['lessons', i]));
  for (const r of pack.resources) {
    need(r, 'bucket', buckets, r.bucket, ['bucket']);
    r.categories.forEach((c, i) => need(r, 'category', categories, c, ['categories', i]));
    r.products.forEach((p, i) => need(r, 'product', products, p, ['products', i]));
  }
  return {
    lessons,
    modules: new Map(
      [...modules].map(([slug, m]) => [slug, { ...m, lessonSet: new Set(m.lessons) }]),
    ),
  };
}

/** A member's address is its own, and each lesson it completed is one of the module it names. */
function checkMember(
  member: PackMember,
  { lessons, modules }: ReturnType<typeof checkReferences>,
  addresses: Map<string, string>,
  problems: Problem[],
  lineOf: (path: Key[]) => number,
): void {
  const at = (message: string, path: Key[] = []) =>
    problems.push({ file: member.source, line: lineOf(path), message });
  const other = addresses.get(member.slug);
  if (other !== undefined) at(`member "${member.slug}" is also in ${other}`, ['slug']);
  else addresses.set(member.slug, member.source);
  member.progress.forEach((p, i) => {
    if (!lessons.has(p.lesson))
      at(`lesson "${p.lesson}" is not in the pack`, ['progress', i, 'lesson']);
    const module = modules.get(p.module);
    if (!module) at(`module "${p.module}" is not in the pack`, ['progress', i, 'module']);
    if (module && lessons.has(p.lesson) && !module.lessonSet.has(p.lesson))
      at(`lesson "${p.lesson}" is not in module "${p.module}"`, ['progress', i]);
  });
}

import { escapeXml } from "../../../../shared/content/html";
import { PUBLISHED_RECORD_SQL } from "../../../../shared/content/publishing";
import { pageLanguage } from "../../../../shared/languages/addresses";
import { type Alternate, alternatesOf, type Translatable } from "../../../../shared/languages/alternates";
import { type Language, prefixOf } from "../../../../shared/languages/languages";
import { PUBLIC_PATH_PREFIX, publicPath } from "../../../../shared/pages/public-paths";
import { readBound } from "../../../../shared/serving/bounds";
import { FRAME, LISTED_PAGES, newest, type SitemapEntry, sitemapXml, w3cDate } from "./crawl-files";

/**
 * The sitemap as an index (issue 34): /sitemap.xml names one file per language and kind, /sitemaps/<language>/<kind>-<n>.xml,
 * where a kind is the fixed pages ("pages" of the site's own) or a collection with a page per record, split every
 * SITEMAP_URLS addresses (a bound, at most the protocol's 50,000). Each file reads its own rows from the collection's
 * published index, in the index's order, so a file is made in about the same time at any size of the site; each is
 * kept until the content changes (crawl-answers.ts).
 */
const FIXED = "site";

/** The order each collection's published index keeps, so a file's rows are a slice of it with no sort of its own. */
const ORDER: Readonly<Record<string, string>> = {
  news: "published_at DESC, created DESC",
  projects: "sort_order, published_at DESC",
};
const orderOf = (collection: string) => ORDER[collection] ?? "published_at";

let perFile: number | undefined;
/** SITEMAP_URLS, read once per VM. */
const fileSize = () => {
  perFile ??= readBound("sitemapUrls", (name) => $os.getenv(name));
  return perFile;
};

interface Row {
  id: string;
  language: string;
  translation_of: string;
  slug: string;
  updated: string;
  published_at: string;
}
const rowModel = () => new DynamicModel({ id: "", language: "", translation_of: "", slug: "", updated: "", published_at: "" });
const asRow = (model: Record<string, unknown>): Row => ({
  id: String(model.id),
  language: String(model.language),
  translation_of: String(model.translation_of),
  slug: String(model.slug),
  updated: String(model.updated),
  published_at: String(model.published_at),
});

/** What crawlers may see of a collection: the published rule, and not marked noindex by its editor (issue 22, item 16). */
const VISIBLE = `${PUBLISHED_RECORD_SQL} AND noindex = 0`;

/** How many published records a language has in a collection, counted from the published index alone. */
function countIn(app: CoreApp, collection: string, code: string, now: string): number {
  const found = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(`SELECT count(*) AS n FROM ${collection} WHERE language = {:code} AND ${PUBLISHED_RECORD_SQL}`)
    .bind({ code, now })
    .one(found);
  return Number(found.n);
}

/** The newest change of a collection (any record, drafts too: a list's lastmod may only be early, never late). */
function lastChange(app: CoreApp, collection: string): string {
  const found = new DynamicModel({ at: "" });
  try {
    app.db().newQuery(`SELECT coalesce(max(updated), '') AS at FROM ${collection}`).one(found);
  } catch {
    return "";
  }
  return String(found.at);
}

/** A page's alternates and, where it has more than one, the default language's again as x-default, as its head says. */
const withDefault = (alternates: Alternate[], defaultCode: string): Alternate[] => {
  const fallback = alternates.find((alternate) => alternate.code === defaultCode);
  return alternates.length > 1 && fallback ? [...alternates, { code: "x-default", path: fallback.path }] : alternates;
};

export interface SitemapFile {
  code: string;
  kind: string;
  part: number;
}

const sitemapFilePath = ({ code, kind, part }: SitemapFile) => `/sitemaps/${code}/${kind}-${part}.xml`;

/** `pt`, `news-2.xml` → the file, when the language is live and the kind is one; else undefined (a 404). */
export function readSitemapFile(code: string, file: string, languages: readonly Language[]): SitemapFile | undefined {
  const match = /^([a-z_]+)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match || !languages.some((l) => l.code === code)) return undefined;
  const [, kind = "", part = "1"] = match;
  if (kind !== FIXED && !(kind in PUBLIC_PATH_PREFIX)) return undefined;
  return { code, kind, part: Number(part) };
}

/** The index: every file of every live language, the fixed pages' first. */
export function sitemapIndex(app: CoreApp, origin: string, languages: readonly Language[], now: string): string {
  const files: SitemapFile[] = languages.flatMap((language) => [
    { code: language.code, kind: FIXED, part: 1 },
    ...Object.keys(PUBLIC_PATH_PREFIX).flatMap((kind) =>
      Array.from({ length: Math.ceil(countIn(app, kind, language.code, now) / fileSize()) }, (_, i) => ({
        code: language.code,
        kind,
        part: i + 1,
      })),
    ),
  ]);
  const changed = newest([...FRAME, ...Object.keys(PUBLIC_PATH_PREFIX)].map((collection) => lastChange(app, collection)));
  const lastmod = changed ? `<lastmod>${w3cDate(changed)}</lastmod>` : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap><loc>${escapeXml(origin + sitemapFilePath(file))}</loc>${lastmod}</sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** The fixed pages in one language, each with its alternates; lastmod the newest change of what it lists. */
function fixedPages(app: CoreApp, languages: readonly Language[], code: string): SitemapEntry[] {
  const language = pageLanguage(languages, code);
  const changes = new Map<string, string>();
  const changed = (collection: string) => {
    if (!changes.has(collection)) changes.set(collection, lastChange(app, collection));
    return changes.get(collection) ?? "";
  };
  const frame = FRAME.map(changed);
  return Object.entries(LISTED_PAGES).flatMap(([path, lists]) => {
    const alternates = withDefault(alternatesOf(language, path), language.defaultCode);
    const own = alternates.find((alternate) => alternate.code === code);
    return own ? [{ path: own.path, lastmod: newest([...frame, ...lists.map(changed)]), alternates }] : [];
  });
}

/** One slice of a collection's published records in one language, each with its translations as alternates. */
function recordPages(app: CoreApp, languages: readonly Language[], file: SitemapFile, now: string): SitemapEntry[] {
  const { code, kind: collection, part } = file;
  const language = pageLanguage(languages, code);
  const live = new Set(languages.map((l) => l.code));
  const rows = arrayOf(rowModel());
  app
    .db()
    .newQuery(
      `SELECT id, language, translation_of, slug, updated, published_at FROM ${collection} ` +
        `WHERE language = {:code} AND ${VISIBLE} ORDER BY ${orderOf(collection)} LIMIT {:limit} OFFSET {:offset}`,
    )
    .bind({ code, now, limit: fileSize(), offset: (part - 1) * fileSize() })
    .all(rows);
  const records = rows.map(asRow);
  // Each record's original and its translations, as published, found by id and by the translations' index.
  const groups = [...new Set(records.map((record) => record.translation_of || record.id))];
  const kin = arrayOf(rowModel());
  if (groups.length > 0)
    app
      .db()
      .newQuery(
        `SELECT id, language, translation_of, slug, updated, published_at FROM ${collection} ` +
          `WHERE (id IN (SELECT value FROM json_each({:groups})) OR translation_of IN (SELECT value FROM json_each({:groups}))) ` +
          `AND ${VISIBLE}`,
      )
      .bind({ groups: JSON.stringify(groups), now })
      .all(kin);
  const siblings = new Map<string, Translatable[]>();
  for (const row of kin.map(asRow)) {
    if (!live.has(row.language)) continue;
    const original = row.translation_of || row.id;
    siblings.set(original, [...(siblings.get(original) ?? []), row]);
  }
  const prefix = PUBLIC_PATH_PREFIX[collection] ?? "/";
  return records.flatMap((record) => {
    const path = publicPath(collection, record.slug);
    // The home page (an editor's page at the address home) is the root's entry, which the fixed pages give.
    if (!path || path === "/") return [];
    const group = siblings.get(record.translation_of || record.id) ?? [];
    const alternates = withDefault(alternatesOf(language, "", { prefix, siblings: group }), language.defaultCode);
    // A record scheduled after its last edit changed on the page when its time came.
    const lastmod = newest([record.updated, record.published_at]);
    return [{ path: `${prefixOf(code, language.defaultCode)}${path}`, lastmod, alternates }];
  });
}

/** One file of the sitemap, or undefined when the index names no such file (a 404). */
export function sitemapFileXml(
  app: CoreApp,
  origin: string,
  languages: readonly Language[],
  file: SitemapFile,
  now: string,
): string | undefined {
  if (file.kind === FIXED) return file.part === 1 ? sitemapXml(origin, fixedPages(app, languages, file.code)) : undefined;
  if (file.part > Math.ceil(countIn(app, file.kind, file.code, now) / fileSize())) return undefined;
  return sitemapXml(origin, recordPages(app, languages, file, now));
}

import { escapeXml } from "../../../../shared/content/html";
import { PUBLISHED_RECORD_SQL } from "../../../../shared/content/publishing";
import { pageLanguage } from "../../../../shared/languages/addresses";
import { type Alternate, alternatesOf, bcp47 } from "../../../../shared/languages/alternates";
import { type Language, prefixOf } from "../../../../shared/languages/languages";
import { HOME_ADDRESS, PUBLIC_PATH_PREFIX } from "../../../../shared/pages/public-paths";
import { originalsIndex } from "../../../../shared/schema/names";
import { readBound } from "../../../../shared/serving/bounds";
import { FRAME, LISTED_PAGES, newest, type SitemapEntry, sitemapXml, urlset, w3cDate } from "./crawl-files";

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

/** SQL's text for a value made in the code (an origin, a path): quoted, its quotes doubled. */
const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** `<lastmod>` of a record: its last edit, or its publication when that came later (a scheduled record). */
const LASTMOD_SQL =
  "CASE WHEN max(page.updated, page.published_at) = '' THEN '' ELSE '<lastmod>' || " +
  "substr(max(page.updated, page.published_at), 1, 10) || 'T' || substr(max(page.updated, page.published_at), 12, 8) || " +
  "'Z</lastmod>' END";

/**
 * One slice of a collection's published records in one language as the file's `<url>` lines, each with its
 * translations as alternates, written by SQLite in one statement (issue 34): the JS engine built 5,000 addresses with
 * their alternates in about 700 ms, far from the 100 ms a crawler's first read of a file should take. Each live
 * language's translation is one subquery per row (the primary key and idx_<collection>_translations), in the languages'
 * order, the default's again as x-default, as a page's head says (shared/languages/alternates.ts), and only where
 * there are two or more. Every part is either escaped here (the origin) or holds no character XML escapes: slugs and
 * language codes are patterns of their own (shared/content/slug.ts, shared/languages/codes.ts). Inside a subquery,
 * the visitor rule's bare names are the translation's.
 */
function recordLines(app: CoreApp, languages: readonly Language[], file: SitemapFile, origin: string, now: string): string {
  const { code, kind: collection, part } = file;
  const language = pageLanguage(languages, code);
  const prefix = PUBLIC_PATH_PREFIX[collection] ?? "/";
  const base = (of: string) => sqlText(escapeXml(`${origin}${prefixOf(of, language.defaultCode)}${prefix}`));
  // A line's address in a language: its own slug in its own; else the original's (a translation's, by its id) or the
  // original's translation, by (translation_of, language), each a lookup of one row in an index that holds what the
  // published rule reads (shared/schema). As one subquery with an OR, SQLite, once it had the table's statistics, read
  // every published record of the language for each line instead (/sitemaps/en/news-3.xml of the scale fixture: 22 s).
  const translation = (of: string, original: string) =>
    `(SELECT kin.slug FROM ${collection} AS kin WHERE kin.translation_of = ${original} AND kin.translation_of != '' ` +
    `AND kin.language = ${sqlText(of)} AND ${VISIBLE})`;
  const slugIn = (of: string) =>
    `CASE WHEN page.language = ${sqlText(of)} THEN page.slug ` +
    `WHEN page.translation_of = '' THEN ${translation(of, "page.id")} ` +
    `ELSE coalesce((SELECT kin.slug FROM ${collection} AS kin INDEXED BY ${originalsIndex(collection)} WHERE kin.id = page.translation_of ` +
    `AND kin.language = ${sqlText(of)} AND ${VISIBLE}), ${translation(of, "page.translation_of")}) END`;
  const live = language.languages.map((l) => l.code);
  const columns = live.map((of, n) => `${slugIn(of)} AS s${n}`).join(", ");
  const link = (hreflang: string, n: number) =>
    `CASE WHEN s${n} IS NULL THEN '' ELSE '<xhtml:link rel="alternate" hreflang="${hreflang}" href="' || ${base(live[n] ?? "")} || s${n} || '"/>' END`;
  const fallback = live.indexOf(language.defaultCode);
  const count = live.map((_, n) => `(s${n} IS NOT NULL)`).join(" + ");
  const alternates = [
    ...live.map((of, n) => link(escapeXml(bcp47(of)), n)),
    ...(fallback >= 0 ? [link("x-default", fallback)] : []),
  ].join(" || ");
  // No line for a record with no address, nor for the home page (an editor's page at the address home), the root's
  // entry, which the fixed pages give. Left out of the lines, not the rows: a condition on a column the index lacks
  // made SQLite read every row a late file's offset skips.
  const none = prefix === "/" ? `page.slug IN ('', ${sqlText(HOME_ADDRESS)})` : "page.slug = ''";
  const found = new DynamicModel({ lines: "" });
  app
    .db()
    .newQuery(
      "SELECT coalesce(group_concat(line, char(10)), '') AS lines FROM (" +
        `SELECT CASE WHEN none THEN NULL ELSE '  <url><loc>' || ${base(code)} || slug || '</loc>' || lastmod || ` +
        `CASE WHEN ${count} >= 2 THEN ${alternates} ELSE '' END || '</url>' END AS line FROM (` +
        `SELECT page.slug, ${none} AS none, ${LASTMOD_SQL} AS lastmod, ${columns} FROM ${collection} AS page ` +
        `WHERE page.language = {:code} AND ${VISIBLE} ORDER BY ${orderOf(collection)} LIMIT {:limit} OFFSET {:offset}))`,
    )
    .bind({ code, now, limit: fileSize(), offset: (part - 1) * fileSize() })
    .one(found);
  return String(found.lines);
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
  return urlset(recordLines(app, languages, file, origin, now));
}

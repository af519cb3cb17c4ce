import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The docs name files, and the tree moves under them (issue 23, item 6). A record that names a file which is gone
 * sends a newcomer looking for it; an index that forgets a record hides it.
 *
 * What counts as a path, in prose and in code spans alike:
 * - a word that starts with a top-level folder and a slash (`shared/pages/match.ts`, `tests/`), or that is one of the
 *   top-level files (`vite.config.ts`, `Dockerfile`);
 * - a short path a record writes from inside a source folder (`lib/pages/answer.ts`, `app/start/first-page.ts`,
 *   `features/…`, `routes/…`, `motion/…`): it must exist under one of SOURCE_ROOTS;
 * - a relative Markdown link's target, from the document's own folder.
 * A word with a glob or a placeholder (`*`, `<name>`, `{a,b}`, `…`, `|`) names many files and is skipped. A built
 * file names its source (`pb_hooks/lib/x.js` is `pb_hooks/src/lib/x.ts`); other build output is skipped.
 *
 * A record whose status says "superseded by NNN" is history and is not checked: the old records live in
 * docs/decisions/archive/, each naming the current record that replaces it. The current records (issue 31) say what is
 * true today, one per area: at most MAX_RECORDS of them, each at most MAX_WORDS words (as `wc -w` counts), every one
 * in the index. A current record that names a file which is gone is corrected to name the file that is there.
 */

const ROOT = path.join(import.meta.dirname, "..");
const DOCS = path.join(ROOT, "docs");
const DECISIONS = path.join(DOCS, "decisions");
const ARCHIVE = path.join(DECISIONS, "archive");
const INDEX = "README.md";
/** A newcomer reads every current record: so few, and so short (issue 31). */
const MAX_RECORDS = 15;
const MAX_WORDS = 600;

const TOP_FOLDERS = ["web", "shared", "pb_hooks", "pb_migrations", "scripts", "tests", "e2e", "docs", "bench", ".ci"];
const TOP_FILES = new Set([
  "vite.config.ts",
  ".biome.json",
  "biome.json",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "Dockerfile",
  "docker-compose.yml",
  "Caddyfile",
  "litestream.yml",
  "README.md",
  ".gitignore",
  ".dockerignore",
]);
const SHORT_PREFIXES = ["lib/", "app/", "features/", "routes/", "motion/"];
const SOURCE_ROOTS = ["web/src/", "pb_hooks/src/", "pb_migrations/src/", "scripts/"];
/** Build output with no one source to stand for it: made by `npm run build` or the tests, never in git. */
const GENERATED = ["pb_hooks/lib/", "pb_hooks/demo-images/", "pb_hooks/icons/", "e2e/.artifacts/"];
/** Built files and their sources (decision 070). */
const BUILT: [RegExp, string][] = [
  [/^pb_hooks\/lib\/(.+)\.js$/, "pb_hooks/src/lib/$1.ts"],
  [/^pb_hooks\/([^/]+\.pb)\.js$/, "pb_hooks/src/$1.ts"],
  [/^pb_migrations\/([^/]+)\.js$/, "pb_migrations/src/$1.ts"],
];
const PLACEHOLDER = /[*<>{}…|]/;
const TOP_FOLDER = new RegExp(`^(${TOP_FOLDERS.map((name) => name.replace(".", "\\.")).join("|")})/`);

const exists = (relative: string) => existsSync(path.join(ROOT, relative));

/** The paths a document names, as written (a word's own punctuation and a `#fragment` left off). */
function namedPaths(text: string): { word: string; candidates: string[] }[] {
  const named: { word: string; candidates: string[] }[] = [];
  // A link's text is prose like any other; its target is read apart, from the document's folder (see linkTargets).
  const prose = text.replace(/\]\([^)\s]*\)/g, "]");
  for (const raw of prose.split(/\s+/)) {
    const word = raw
      .replace(/^[`("'[]+/, "")
      .replace(/[`)"'\],.;:!?]+$/, "")
      .replace(/#.*$/, "");
    if (!word || PLACEHOLDER.test(word)) continue;
    if (TOP_FOLDER.test(word) || TOP_FILES.has(word)) {
      const built = BUILT.find(([from]) => from.test(word));
      if (built) named.push({ word, candidates: [word.replace(...built)] });
      else if (!GENERATED.some((prefix) => word.startsWith(prefix))) named.push({ word, candidates: [word] });
    } else if (SHORT_PREFIXES.some((prefix) => word.startsWith(prefix))) {
      named.push({ word, candidates: SOURCE_ROOTS.map((root) => root + word) });
    }
  }
  return named;
}

/** Relative Markdown link targets, as paths from the repository's root. */
function linkTargets(text: string, documentDir: string): string[] {
  const targets: string[] = [];
  for (const [, target = ""] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith("#")) continue;
    const file = target.replace(/#.*$/, "");
    targets.push(path.relative(ROOT, path.join(documentDir, file)));
  }
  return targets;
}

/** The record's status, from its first `Status:` line ("accepted", "superseded by 057 (…)", …). */
function statusOf(text: string): string {
  return /Status:\s*([^\n]*)/.exec(text)?.[1]?.trim() ?? "";
}

const superseded = (text: string) => /^superseded by \d{3}\b/.test(statusOf(text));

const isRecord = (name: string) => /^\d{3}-.+\.md$/.test(name);
const records = readdirSync(DECISIONS).filter(isRecord).sort();
const archived = readdirSync(ARCHIVE).filter(isRecord).sort();
const documents = [
  ...readdirSync(DOCS)
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  ...readdirSync(DECISIONS)
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/decisions/${name}`),
  ...archived.map((name) => `docs/decisions/archive/${name}`),
  ...readdirSync(path.join(DOCS, "guides"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/guides/${name}`),
].sort();

describe("the decisions' index (docs/decisions/README.md)", () => {
  const index = () => readFileSync(path.join(DECISIONS, INDEX), "utf8");
  const listed = () => [...index().matchAll(/\]\((\d{3}-[^)#\s]+\.md)\)/g)].map(([, file = ""]) => file);

  it("lists every record in docs/decisions/", () => {
    const unlisted = records.filter((record) => !listed().includes(record));
    expect(unlisted, `docs/decisions/README.md does not list ${unlisted.join(", ")}`).toEqual([]);
  });

  it("lists no record that is not there", () => {
    const absent = listed().filter((file) => !records.includes(file));
    expect(absent, `docs/decisions/README.md lists records that do not exist: ${absent.join(", ")}`).toEqual([]);
  });

  it("marks as superseded exactly the records whose status says so", () => {
    const rows = index().split("\n");
    const rowOf = (record: string) => rows.find((line) => line.includes(`](${record})`)) ?? "";
    const mismatched = records.filter((record) => {
      const text = readFileSync(path.join(DECISIONS, record), "utf8");
      const marked = /\|\s*superseded by \d{3}/.test(rowOf(record));
      return marked !== superseded(text);
    });
    expect(
      mismatched,
      `docs/decisions/README.md and the record's own Status line disagree on being superseded: ${mismatched.join(", ")}`,
    ).toEqual([]);
  });
});

describe("the current records (docs/decisions/)", () => {
  const text = (record: string) => readFileSync(path.join(DECISIONS, record), "utf8");

  it(`are at most ${MAX_RECORDS}`, () => {
    expect(records.length, `docs/decisions/ holds ${records.length} records: ${records.join(", ")}`).toBeLessThanOrEqual(
      MAX_RECORDS,
    );
  });

  it.each(records)(`%s has at most ${MAX_WORDS} words`, (record) => {
    const words = text(record).split(/\s+/).filter(Boolean).length;
    expect(words, `${record} has ${words} words`).toBeLessThanOrEqual(MAX_WORDS);
  });

  it.each(records)("%s is current (its status is not superseded)", (record) => {
    expect(superseded(text(record)), `${record} is superseded: move it to docs/decisions/archive/`).toBe(false);
  });
});

describe("the archived records (docs/decisions/archive/)", () => {
  it.each(archived)("%s names the current record that replaces it", (record) => {
    const status = statusOf(readFileSync(path.join(ARCHIVE, record), "utf8"));
    const by = /^superseded by (\d{3})\b/.exec(status)?.[1];
    expect(by, `${record}: its status should begin "superseded by NNN"`).toBeDefined();
    expect(
      records.some((current) => current.startsWith(`${by}-`)),
      `${record} is superseded by ${by}, which is no current record`,
    ).toBe(true);
  });
});

describe("files the docs name exist", () => {
  it.each(documents)("%s", (document) => {
    const text = readFileSync(path.join(ROOT, document), "utf8");
    if (superseded(text)) return;
    const missing = [
      ...namedPaths(text)
        .filter(({ candidates }) => !candidates.some(exists))
        .map(({ word }) => word),
      ...linkTargets(text, path.dirname(path.join(ROOT, document))).filter((target) => !exists(target)),
    ];
    const unique = [...new Set(missing)];
    expect(unique, `${document} names files that are not in the tree: ${unique.join(", ")}`).toEqual([]);
  });
});

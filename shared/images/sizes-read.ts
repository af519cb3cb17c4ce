import { KEPT_APART_NAMES } from "../schema/names";
import { type CollectionView, VIEWS } from "../site-registry";

/**
 * How a read carries its records' images' sizes (decision 081), which are kept apart from the records, off the
 * editors' forms (shared/schema/kept-apart.ts, issue 33): the read expands each record's row of `record_image_sizes`
 * through its back-relation, in Go, as any expand (no JS hook runs per read: one that added them cost the list API
 * two thirds of its rate), and the answer is given back with the sizes where they were, as the record's `image_sizes`.
 * The app's one SDK wrapper (web/src/lib/pocketbase.ts) does both for every read, in the browser as on the server.
 */

/**
 * The collections whose records have images, as the registry flags them (`images`). Its views, which the app's first
 * script carries already.
 */
const SIZED: ReadonlySet<string> = new Set(
  Object.entries(VIEWS as Record<string, CollectionView>).flatMap(([name, view]) => (view.images ? [name] : [])),
);

/** The back-relation from a record to its row of sizes: `record_image_sizes_via_news`. */
export const sizesRelation = (collection: string) => `${KEPT_APART_NAMES.imageSizes}_via_${collection}`;

interface ReadOptions {
  fields?: string;
  expand?: string;
  [option: string]: unknown;
}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");

/** A relation's records are of the collection it is named for (`sections`): the expand's last step names it. */
const collectionOf = (path: string) => path.slice(path.lastIndexOf(".") + 1);

/** Where sizes are read: "" for the record itself, else the expand path of the related records. */
function sizedPaths(collection: string, options: ReadOptions | undefined): string[] {
  const fields = list(options?.fields);
  // With `fields`, only where it asks for the sizes (an article's neighbours ask for id, slug and title).
  const wanted = (path: string) =>
    fields.length === 0 || fields.includes("*") || fields.includes(path === "" ? "image_sizes" : `expand.${path}.image_sizes`);
  const paths = SIZED.has(collection) && wanted("") ? [""] : [];
  for (const path of list(options?.expand)) if (SIZED.has(collectionOf(path)) && wanted(path)) paths.push(path);
  return paths;
}

/** A read's options with the expands and fields that bring its records' sizes along. */
export function withImageSizes<O extends ReadOptions>(collection: string, options: O | undefined): O | undefined {
  const paths = sizedPaths(collection, options);
  if (paths.length === 0) return options;
  const expand = paths.map((path) => (path === "" ? sizesRelation(collection) : `${path}.${sizesRelation(collectionOf(path))}`));
  const fields = list(options?.fields);
  const more = expand.map((path) => `expand.${path.split(".").join(".expand.")}.image_sizes`);
  return {
    ...(options ?? ({} as O)),
    expand: [...list(options?.expand), ...expand].join(","),
    ...(fields.length > 0 ? { fields: [...fields, ...more].join(",") } : {}),
  };
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** One record's sizes moved from its expand to `image_sizes`; an expand left empty goes. */
function lift(record: Json, collection: string): void {
  const expand = isRecord(record.expand) ? record.expand : undefined;
  const relation = sizesRelation(collection);
  const row = expand?.[relation];
  record.image_sizes = (isRecord(row) && isRecord(row.image_sizes) ? row.image_sizes : null) as unknown;
  if (expand) {
    delete expand[relation];
    if (Object.keys(expand).length === 0) delete record.expand;
  }
}

/** The records an expand path reaches from a record (one or many at each step). */
function reached(record: Json, path: string[]): Json[] {
  if (path.length === 0) return [record];
  const [step, ...rest] = path;
  const next = isRecord(record.expand) ? record.expand[step as string] : undefined;
  const records = Array.isArray(next) ? next : next === undefined ? [] : [next];
  return records.filter(isRecord).flatMap((one) => reached(one, rest));
}

/**
 * An answer (a list's page, a full list or one record) as the app reads it: each record's sizes, and those of the
 * records expanded into it, at `image_sizes`, as when they were the record's field. Changed in place and returned.
 */
export function liftImageSizes<A>(collection: string, options: ReadOptions | undefined, answer: A): A {
  const paths = sizedPaths(collection, options);
  if (paths.length === 0) return answer;
  const records: unknown[] = Array.isArray(answer)
    ? answer
    : isRecord(answer) && Array.isArray(answer.items)
      ? answer.items
      : [answer];
  // The deepest first: a related record's expand is emptied before its owner's is looked at.
  for (const record of records.filter(isRecord))
    for (const path of [...paths].reverse())
      for (const one of reached(record, path === "" ? [] : path.split(".")))
        lift(one, path === "" ? collection : collectionOf(path));
  return answer;
}

import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type PocketBase from "pocketbase";

/** Everything a restore must bring back: every collection's records as the API gives them to a superuser, and the files. */
export interface Snapshot {
  /** collection → record id → the record's JSON. */
  records: Map<string, Map<string, string>>;
  /** Path under pb_data/storage → SHA-256. Thumbnails are left out: PocketBase makes them again on demand. */
  files: Map<string, string>;
}

async function storedFiles(dir: string, base = dir): Promise<[string, string][]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: [string, string][] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith("thumbs_")) found.push(...(await storedFiles(full, base)));
    } else if (entry.isFile() && !entry.name.endsWith(".attrs")) {
      found.push([
        path.relative(base, full),
        createHash("sha256")
          .update(await readFile(full))
          .digest("hex"),
      ]);
    }
  }
  return found;
}

export async function takeSnapshot(admin: PocketBase, dataDir: string): Promise<Snapshot> {
  const records = new Map<string, Map<string, string>>();
  for (const collection of await admin.collections.getFullList({ requestKey: null })) {
    const items = await admin.collection(collection.name).getFullList({ batch: 500, sort: "id", requestKey: null });
    records.set(collection.name, new Map(items.map((item) => [item.id, JSON.stringify(item)])));
  }
  return { records, files: new Map(await storedFiles(path.join(dataDir, "storage"))) };
}

interface Difference {
  added: number;
  removed: number;
  changed: number;
  /** The first few, named: "news/abc123 changed". */
  examples: string[];
}

function diff(before: Map<string, string>, after: Map<string, string>, name: (key: string) => string, into: Difference): void {
  for (const [key, value] of before) {
    const now = after.get(key);
    if (now === undefined) {
      into.removed++;
      into.examples.push(`${name(key)} missing`);
    } else if (now !== value) {
      into.changed++;
      into.examples.push(`${name(key)} changed`);
    }
  }
  for (const key of after.keys()) {
    if (!before.has(key)) {
      into.added++;
      into.examples.push(`${name(key)} added`);
    }
  }
}

export interface Comparison {
  collections: number;
  /** How many records and files there were before. */
  recordCount: number;
  fileCount: number;
  records: Difference;
  files: Difference;
  same: boolean;
}

/** Compares `after` with `before`, collection by collection and file by file. */
export function compare(before: Snapshot, after: Snapshot): Comparison {
  const records: Difference = { added: 0, removed: 0, changed: 0, examples: [] };
  const files: Difference = { added: 0, removed: 0, changed: 0, examples: [] };
  const collections = new Set([...before.records.keys(), ...after.records.keys()]);
  for (const collection of collections) {
    diff(
      before.records.get(collection) ?? new Map(),
      after.records.get(collection) ?? new Map(),
      (id) => `${collection}/${id}`,
      records,
    );
  }
  diff(before.files, after.files, (file) => file, files);
  const count = (difference: Difference) => difference.added + difference.removed + difference.changed;
  return {
    collections: collections.size,
    recordCount: [...before.records.values()].reduce((sum, items) => sum + items.size, 0),
    fileCount: before.files.size,
    records,
    files,
    same: count(records) === 0 && count(files) === 0,
  };
}

/** "news 42, projects 10, …": the records per collection, for the collections that have any. */
export function collectionCounts(snapshot: Snapshot): string {
  return [...snapshot.records]
    .filter(([, items]) => items.size > 0)
    .map(([name, items]) => `${name} ${items.size}`)
    .join(", ");
}

/** "records 2 changed, 1 missing, 1 added; files 2 missing, 1 added", or "identical". */
export function describeDifference(comparison: Comparison): string {
  const part = (label: string, d: Difference) => {
    const bits = [d.changed && `${d.changed} changed`, d.removed && `${d.removed} missing`, d.added && `${d.added} added`].filter(
      Boolean,
    );
    return bits.length ? `${label} ${bits.join(", ")}` : `${label} identical`;
  };
  return `${part("records", comparison.records)}; ${part("files", comparison.files)}`;
}

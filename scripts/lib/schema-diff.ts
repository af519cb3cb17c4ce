// What differs between the collections a data dir has (as PocketBase's API lists them) and the declarations in
// shared/schema: the changes a new migration must make (scripts/migration.ts, decision 075).
import type { CollectionSpec } from "../../shared/schema/fields";

/** A collection as GET /api/collections gives it. */
export interface LiveCollection {
  id: string;
  name: string;
  type: string;
  system?: boolean;
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
  indexes: string[];
  fields: ({ name: string; type: string } & Record<string, unknown>)[];
}

/** A field as a declaration writes it: options that differ from PocketBase's defaults, relations by collection name. */
type PlainField = { name: string; type: string } & Record<string, unknown>;
type Rules = Pick<CollectionSpec, "listRule" | "viewRule" | "createRule" | "updateRule" | "deleteRule">;
const RULE_NAMES = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule"] as const;

export type SchemaChange =
  | { kind: "create-collection"; collection: PlainCollection }
  | { kind: "delete-collection"; collection: PlainCollection }
  | { kind: "add-field"; collection: string; field: PlainField; before?: string }
  | { kind: "remove-field"; collection: string; field: PlainField; before?: string }
  | { kind: "change-field"; collection: string; before: PlainField; after: PlainField }
  | { kind: "rules"; collection: string; before: Rules; after: Rules }
  | { kind: "indexes"; collection: string; before: string[]; after: string[] };

export interface PlainCollection extends Rules {
  name: string;
  indexes: string[];
  fields: PlainField[];
}

/** PocketBase's bookkeeping, never part of a declaration. */
const NOT_DECLARED = new Set(["id", "system", "primaryKey"]);
/** The web app's own type hint on json fields (valueType) is no option of PocketBase's. */
const WEB_ONLY = new Set(["valueType"]);

const isDefault = (value: unknown) =>
  value === false ||
  value === 0 ||
  value === "" ||
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0);

/** Options in a stable order, defaults left out, relations by name: the form both sides are compared in. */
function plain(field: Record<string, unknown>, collectionName: (id: string) => string): PlainField {
  const out: Record<string, unknown> = { name: field.name, type: field.type };
  for (const key of Object.keys(field).sort()) {
    const value = field[key];
    if (key === "name" || key === "type" || NOT_DECLARED.has(key) || WEB_ONLY.has(key) || isDefault(value)) continue;
    if (key === "collectionId") out.collection = collectionName(String(value));
    else out[key] = value;
  }
  return out as PlainField;
}

/** An index as written, whichever way PocketBase quotes and wraps it. */
export const plainIndex = (sql: string) =>
  sql.replace(/`/g, "").replace(/\s+/g, " ").replace(/\( /g, "(").replace(/ \)/g, ")").trim();

const rulesOf = (c: Rules): Rules => ({
  listRule: c.listRule,
  viewRule: c.viewRule,
  createRule: c.createRule,
  updateRule: c.updateRule,
  deleteRule: c.deleteRule,
});

function plainDeclared(spec: CollectionSpec): PlainCollection {
  return {
    name: spec.name,
    ...rulesOf(spec),
    indexes: [...(spec.indexes ?? [])],
    fields: spec.fields.map((field) => plain(field as unknown as Record<string, unknown>, (name) => name)),
  };
}

function plainLive(live: LiveCollection, all: readonly LiveCollection[]): PlainCollection {
  const collectionName = (id: string) => all.find((c) => c.id === id)?.name ?? id;
  return {
    name: live.name,
    ...rulesOf(live),
    indexes: [...live.indexes],
    // The id field is PocketBase's own on every collection; declarations start after it.
    fields: live.fields.filter((f) => f.name !== "id").map((field) => plain(field, collectionName)),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The changes that take the live collections to the declared ones. PocketBase's own (system, `_`-named) are left alone. */
export function schemaDiff(live: readonly LiveCollection[], declared: readonly CollectionSpec[]): SchemaChange[] {
  // A view collection is its SQL, written by hand in its migration (menu_link_problems, decision 076): no declaration.
  const ours = live.filter((c) => !c.system && !c.name.startsWith("_") && c.type !== "view");
  const changes: SchemaChange[] = [];
  for (const spec of declared) {
    const want = plainDeclared(spec);
    const found = ours.find((c) => c.name === spec.name);
    if (!found) {
      // A rule that reads a back-relation (`preview_tokens_via_jobs`, a preview link's token) names a field this same
      // migration adds to the other collection afterwards: the collection is made for superusers alone, and its rules
      // are set once every field exists (the rules come after the fields in `up`).
      const later = Object.values(rulesOf(want)).some((rule) => rule?.includes("_via_"));
      if (!later) {
        changes.push({ kind: "create-collection", collection: want });
        continue;
      }
      const locked: Rules = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };
      changes.push({ kind: "create-collection", collection: { ...want, ...locked } });
      changes.push({ kind: "rules", collection: want.name, before: locked, after: rulesOf(want) });
      continue;
    }
    const have = plainLive(found, live);
    const wantNames = want.fields.map((f) => f.name);
    const haveNames = have.fields.map((f) => f.name);
    for (const field of have.fields) {
      if (wantNames.includes(field.name)) continue;
      const before = haveNames.slice(haveNames.indexOf(field.name) + 1).find((name) => wantNames.includes(name));
      changes.push({ kind: "remove-field", collection: want.name, field, before });
    }
    for (const [i, field] of want.fields.entries()) {
      const existing = have.fields.find((f) => f.name === field.name);
      if (!existing) {
        // Placed before the next declared field the collection already has, as the declaration orders them.
        const before = wantNames.slice(i + 1).find((name) => haveNames.includes(name));
        changes.push({ kind: "add-field", collection: want.name, field, before });
      } else if (!same(existing, field)) {
        changes.push({ kind: "change-field", collection: want.name, before: existing, after: field });
      }
    }
    if (!same(rulesOf(have), rulesOf(want))) {
      changes.push({ kind: "rules", collection: want.name, before: rulesOf(have), after: rulesOf(want) });
    }
    const sorted = (list: string[]) => list.map(plainIndex).sort();
    if (!same(sorted(have.indexes), sorted(want.indexes))) {
      changes.push({
        kind: "indexes",
        collection: want.name,
        before: have.indexes.map(plainIndex),
        after: want.indexes.map(plainIndex),
      });
    }
  }
  for (const found of ours) {
    if (!declared.some((spec) => spec.name === found.name)) {
      changes.push({ kind: "delete-collection", collection: plainLive(found, live) });
    }
  }
  return changes;
}

/** One line a person reads, per change; a likely rename says what it would cost. */
export function describeChange(change: SchemaChange): string {
  switch (change.kind) {
    case "create-collection":
      return `create collection ${change.collection.name} (${change.collection.fields.length} fields)`;
    case "delete-collection":
      return `DELETE collection ${change.collection.name} and every record in it`;
    case "add-field":
      return `${change.collection}: add field ${change.field.name} (${change.field.type})`;
    case "remove-field":
      return `${change.collection}: REMOVE field ${change.field.name} and its values (a rename? rename it in the migration instead)`;
    case "change-field":
      return `${change.collection}: change field ${change.after.name} (${Object.keys({ ...change.before, ...change.after })
        .filter((key) => !same(change.before[key], change.after[key]))
        .join(", ")})`;
    case "rules":
      return `${change.collection}: rules (${RULE_NAMES.filter((rule) => change.before[rule] !== change.after[rule]).join(", ")})`;
    case "indexes":
      return `${change.collection}: indexes`;
  }
}

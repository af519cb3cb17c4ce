// The source of a migration that makes a list of schema changes (scripts/lib/schema-diff.ts), with literal values only:
// once released it must do the same on every data dir for ever (decision 075), whatever the declarations
// say later. Its `up` is idempotent; its `down` restores the values it replaced.
import { describeChange, type PlainCollection, type SchemaChange } from "./schema-diff";

/** Order of the changes in `up`: an index is dropped before its field is removed, and made after its field is added. */
const ORDER: SchemaChange["kind"][] = [
  "create-collection",
  "add-field",
  "change-field",
  "indexes",
  "rules",
  "remove-field",
  "delete-collection",
];

const literal = (value: unknown) => JSON.stringify(value);

const spec = (collection: PlainCollection): string => {
  return literal({ ...collection, fields: collection.fields });
};

/** One statement of `up` (or of `down`, for the inverse change). */
const statement = (change: SchemaChange): string => {
  switch (change.kind) {
    case "create-collection":
      return `createIfMissing(app, ${spec(change.collection)});`;
    case "delete-collection":
      return `deleteIfPresent(app, ${literal(change.collection.name)});`;
    case "add-field":
      return `addField(app, ${literal(change.collection)}, ${literal(change.field)}, ${literal(change.before ?? null)});`;
    case "remove-field":
      return `removeField(app, ${literal(change.collection)}, ${literal(change.field.name)});`;
    case "change-field":
      return `setField(app, ${literal(change.collection)}, ${literal(change.after)});`;
    case "rules":
      return `setRules(app, ${literal(change.collection)}, ${literal(change.after)});`;
    case "indexes":
      return `setIndexes(app, ${literal(change.collection)}, ${literal(change.after)});`;
  }
};

/** The change that undoes `change`. */
export function inverse(change: SchemaChange): SchemaChange {
  switch (change.kind) {
    case "create-collection":
      return { kind: "delete-collection", collection: change.collection };
    case "delete-collection":
      return { kind: "create-collection", collection: change.collection };
    case "add-field":
      return { kind: "remove-field", collection: change.collection, field: change.field, before: change.before };
    case "remove-field":
      return { kind: "add-field", collection: change.collection, field: change.field, before: change.before };
    case "change-field":
      return { kind: "change-field", collection: change.collection, before: change.after, after: change.before };
    case "rules":
      return { kind: "rules", collection: change.collection, before: change.after, after: change.before };
    case "indexes":
      return { kind: "indexes", collection: change.collection, before: change.after, after: change.before };
  }
}

export function orderedForUp(changes: readonly SchemaChange[]): SchemaChange[] {
  return [...changes].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
}

/** The helpers a generated migration carries (only those it uses), so that no later edit elsewhere changes what it does. */
const HELPERS: Record<string, string> = {
  FIELD_TYPES: `const FIELD_TYPES: Record<string, new (data: Record<string, unknown>) => core.Field> = {
  text: TextField,
  editor: EditorField,
  number: NumberField,
  bool: BoolField,
  email: EmailField,
  url: URLField,
  date: DateField,
  autodate: AutodateField,
  select: SelectField,
  file: FileField,
  relation: RelationField,
  json: JSONField,
  geoPoint: GeoPointField,
};`,
  fieldOf: `/** A field from its literal options; a relation names its collection, resolved to its id here. */
const fieldOf = (app: CoreApp, data: Record<string, unknown>): core.Field => {
  const { collection, ...options } = data;
  if (typeof collection === "string") options.collectionId = app.findCollectionByNameOrId(collection).id;
  const make = FIELD_TYPES[String(options.type)];
  if (!make) throw new Error(\`No field type "\${String(options.type)}"\`);
  return new make(options);
};`,
  findCollection: `const findCollection = (app: CoreApp, name: string): core.Collection | undefined => {
  try {
    return app.findCollectionByNameOrId(name);
  } catch {
    return undefined;
  }
};`,
  createIfMissing: `const createIfMissing = (app: CoreApp, spec: Record<string, unknown> & { name: string; fields: Record<string, unknown>[]; indexes?: string[] }): void => {
  if (findCollection(app, spec.name)) return;
  // A relation to the collection itself (a translation's original) names a collection that exists only once this one
  // is saved: the collection is saved without it and its indexes first, then they are added where the spec has them.
  const own = (field: Record<string, unknown>) => field.type === "relation" && field.collection === spec.name;
  const later = spec.fields.some(own);
  const collection = new Collection({ type: "base", ...spec, fields: [], ...(later ? { indexes: [] } : {}) } as unknown as Partial<Collection>);
  for (const field of spec.fields) if (!later || !own(field)) collection.fields.add(fieldOf(app, field));
  app.save(collection);
  if (!later) return;
  const saved = app.findCollectionByNameOrId(spec.name);
  spec.fields.forEach((field, at) => {
    // After the field the spec puts before it: the collection's own id field comes first.
      if (own(field))
        saved.fields.addAt(saved.fields.fieldNames().indexOf(String(spec.fields[at - 1]?.name)) + 1, fieldOf(app, field));
  });
  saved.indexes = (spec.indexes ?? []) as unknown as typeof saved.indexes;
  app.save(saved);
};`,
  deleteIfPresent: `const deleteIfPresent = (app: CoreApp, name: string): void => {
  const collection = findCollection(app, name);
  if (collection) app.delete(collection);
};`,
  addField: `/** Adds a field before \`before\` (or last); does nothing if the collection has one of that name. */
const addField = (app: CoreApp, name: string, data: Record<string, unknown>, before: string | null): void => {
  const collection = app.findCollectionByNameOrId(name);
  if (collection.fields.getByName(String(data.name))) return;
  const names = collection.fields.fieldNames();
  const at = before === null ? -1 : names.indexOf(before);
  collection.fields.addAt(at < 0 ? names.length : at, fieldOf(app, data));
  app.save(collection);
};`,
  removeField: `const removeField = (app: CoreApp, name: string, field: string): void => {
  const collection = app.findCollectionByNameOrId(name);
  if (!collection.fields.getByName(field)) return;
  collection.fields.removeByName(field);
  app.save(collection);
};`,
  setField: `/** Gives an existing field exactly these options; it keeps its id, so its column and values stay. */
const setField = (app: CoreApp, name: string, data: Record<string, unknown>): void => {
  const collection = app.findCollectionByNameOrId(name);
  const existing = collection.fields.getByName(String(data.name));
  if (!existing) throw new Error(\`\${name} has no field "\${String(data.name)}" to change\`);
  const field = fieldOf(app, data);
  field.setId(existing.getId());
  collection.fields.add(field);
  app.save(collection);
};`,
  setRules: `const setRules = (app: CoreApp, name: string, rules: Record<string, string | null>): void => {
  // null locks a rule (superusers only); the declarations type a Go *string as an optional string.
  const rule = (value: string | null | undefined) => (value ?? null) as string | undefined;
  const collection = app.findCollectionByNameOrId(name);
  collection.listRule = rule(rules.listRule);
  collection.viewRule = rule(rules.viewRule);
  collection.createRule = rule(rules.createRule);
  collection.updateRule = rule(rules.updateRule);
  collection.deleteRule = rule(rules.deleteRule);
  app.save(collection);
};`,
  setIndexes: `const setIndexes = (app: CoreApp, name: string, indexes: string[]): void => {
  const collection = app.findCollectionByNameOrId(name);
  // The binding takes a plain array for its JSON array type.
  collection.indexes = indexes as unknown as typeof collection.indexes;
  app.save(collection);
};`,
};

/** What each helper calls. */
const NEEDS: Record<string, string[]> = {
  fieldOf: ["FIELD_TYPES"],
  createIfMissing: ["findCollection", "fieldOf"],
  deleteIfPresent: ["findCollection"],
  addField: ["fieldOf"],
  setField: ["fieldOf"],
};

/** The helpers the statements call, with what they call, in the order HELPERS lists them. */
const helpersFor = (statements: string[]): string => {
  const used = new Set<string>();
  const use = (name: string) => {
    if (used.has(name)) return;
    used.add(name);
    for (const need of NEEDS[name] ?? []) use(need);
  };
  for (const line of statements) use(line.slice(0, line.indexOf("(")));
  return Object.keys(HELPERS)
    .filter((name) => used.has(name))
    .map((name) => HELPERS[name])
    .join("\n\n");
};

/** The whole migration file: a comment naming each change, the helpers, then up and down. */
export function migrationSource(name: string, changes: readonly SchemaChange[], writtenAt: Date): string {
  const up = orderedForUp(changes);
  const down = [...up].reverse().map(inverse);
  const indent = (lines: string[]) => lines.map((line) => `    ${line}`).join("\n");
  return `// ${name}, written by \`npm run migration\` on ${writtenAt.toISOString().slice(0, 10)} from the declarations' diff:
${changes.map((change) => `// - ${describeChange(change)}`).join("\n")}
// A snapshot with literal values (decision 075): once released it never changes. Run twice, \`up\` changes nothing.

// In a block: its helpers are its own, never another migration's of the same name.
{
${helpersFor([...up, ...down].map(statement))}

migrate(
  (app) => {
${indent(up.map(statement))}
  },
  (app) => {
${indent(down.map(statement))}
  },
);
}
`;
}

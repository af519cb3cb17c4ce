/**
 * PocketBase's `fields` query parameter, done to a value the way the API does it to a record or a
 * list's items (tools/picker in PocketBase 0.39): a key stays when a listed path names it; a path
 * through it ("expand.services.name") keeps only what lies further along that path, in every item
 * of an array. The server applies it to the records it reads, so its first response holds exactly
 * what the app's `fields=` request returns. Modifiers (`:excerpt`) and `*` are not used here.
 */
export function pickFields(value: unknown, fields: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => pickFields(item, fields));
  if (value === null || typeof value !== "object" || fields.length === 0) return value;
  const picked: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const paths = fields.filter((field) => `${field}.`.startsWith(`${key}.`));
    if (paths.length === 0) continue;
    if (paths.includes(key)) picked[key] = item;
    else
      picked[key] = pickFields(
        item,
        paths.map((path) => path.slice(key.length + 1)),
      );
  }
  return picked;
}

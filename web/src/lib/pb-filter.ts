/** A value a filter placeholder takes, as the SDK's `pb.filter` accepts it. */
type FilterValue = unknown;

/** As the SDK writes a value into a filter: numbers and booleans bare, strings and dates as JSON strings, the rest as JSON. */
function stringify(value: FilterValue): string {
  switch (typeof value) {
    case "boolean":
    case "number":
      return `${value}`;
    case "string":
      return JSON.stringify(value);
    default: {
      if (value == null) return "null";
      if (value instanceof Date) return JSON.stringify(value.toISOString().replace("T", " "));
      const json = JSON.stringify(value);
      // An array or object becomes one quoted string, as the SDK sends it.
      return json.startsWith("[") || json.startsWith("{") ? JSON.stringify(json) : json;
    }
  }
}

const literal = (text: string) => text.replace(/[/\-\\^$*+?.()|[\]{}]/g, "\\$&");

/**
 * `{:name}` placeholders in a PocketBase filter, filled with escaped values: the SDK's own `pb.filter`
 * (pocketbase 0.28), written out so that building a filter does not need the SDK loaded (decision 073).
 * Its unit test holds it to the SDK's output, character for character.
 */
export function pbFilter(raw: string, params?: Record<string, FilterValue>): string {
  if (!params) return raw;
  const values = new Map(Object.keys(params).map((name) => [`{:${name}}`, params[name]]));
  const pattern = [...values.keys()].map(literal).join("|");
  if (!pattern) return raw;
  return raw.replace(new RegExp(pattern, "g"), (placeholder) => stringify(values.get(placeholder)));
}

import PocketBase from "pocketbase";
import { describe, expect, it } from "vitest";
import { pbFilter } from "./pb-filter";

const sdk = new PocketBase("http://127.0.0.1:8090");

const VALUES: Record<string, unknown> = {
  plain: "a-slug",
  quotes: `say "hi" it's`,
  backslashes: 'C:\\path\\ and \\"',
  operators: "x' || id != '' || '",
  newlines: "line\nbreak\ttab\u2028sep",
  unicode: "café 東京 🙂",
  empty: "",
  number: 42.5,
  negative: -0,
  nan: Number.NaN,
  boolean: false,
  nothing: null,
  missing: undefined,
  date: new Date(Date.UTC(2026, 10, 22, 8, 30, 15, 123)),
  list: ["a", 'b"c', 1],
  object: { a: "b", 'c"d': [1, null] },
  bigint_like: "12345678901234567890",
};

describe("pbFilter writes what the SDK's pb.filter writes", () => {
  it.each(Object.keys(VALUES))("a %s value", (name) => {
    const raw = `slug = {:${name}} && title ~ {:${name}}`;
    const params = { [name]: VALUES[name] };
    expect(pbFilter(raw, params)).toBe(sdk.filter(raw, params));
  });

  it.each([
    ["no params", "slug = {:slug}", undefined],
    ["empty params", "slug = {:slug}", {}],
    ["a placeholder with no value stays", "slug = {:slug} && x = {:other}", { slug: "s" }],
    ["names with regex characters", "a = {:a.b} && b = {:a|b} && c = {:(c)}", { "a.b": 1, "a|b": 2, "(c)": "3" }],
    ["overlapping names, first listed wins", "v = {:a}b}", { a: "A", "a}b": "AB" }],
    ["overlapping names, the other order", "v = {:a}b}", { "a}b": "AB", a: "A" }],
    ["a value that looks like a placeholder is not filled again", "a = {:a} && b = {:b}", { a: "{:b}", b: "B" }],
    [
      "several placeholders",
      "published_at < {:at} && status = {:status}",
      { at: "2026-01-01 00:00:00.000Z", status: "published" },
    ],
  ])("%s", (_, raw, params) => {
    expect(pbFilter(raw, params as Record<string, unknown> | undefined)).toBe(sdk.filter(raw, params));
  });
});

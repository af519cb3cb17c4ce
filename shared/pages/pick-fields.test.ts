import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickFields } from "./pick-fields";

describe("pickFields, as PocketBase's fields parameter", () => {
  it("keeps the listed keys and drops the rest", () => {
    expect(pickFields({ a: 1, b: 2, c: { c1: 11, c2: 22 } }, ["a", "c.c1"])).toEqual({ a: 1, c: { c1: 11 } });
  });

  it("follows a path into every item of an array, as expand.services.name does", () => {
    const project = {
      id: "p",
      body: "<p>long</p>",
      expand: {
        services: [
          { id: "s1", name: "Brand" },
          { id: "s2", name: "Film" },
        ],
      },
    };
    expect(pickFields(project, ["id", "expand.services.name"])).toEqual({
      id: "p",
      expand: { services: [{ name: "Brand" }, { name: "Film" }] },
    });
  });

  it("keeps a whole value when its key is listed, and leaves out what the record lacks", () => {
    expect(pickFields({ id: "a", tags: ["x"], nested: { deep: 1 } }, ["tags", "nested", "missing"])).toEqual({
      tags: ["x"],
      nested: { deep: 1 },
    });
  });

  it("leaves values that are not records alone, and an empty list of fields picks nothing out", () => {
    expect(pickFields({ expand: { services: [] } }, ["expand.services.name"])).toEqual({ expand: { services: [] } });
    expect(pickFields({ a: 1 }, [])).toEqual({ a: 1 });
  });
});

describe("pickFields keeps what the path-by-path reading kept", () => {
  /** The reading before a list's keys were planned once: every key's paths sought among all of them. */
  const byEveryPath = (value: unknown, fields: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => byEveryPath(item, fields));
    if (value === null || typeof value !== "object" || fields.length === 0) return value;
    const picked: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const paths = fields.filter((field) => `${field}.`.startsWith(`${key}.`));
      if (paths.length === 0) continue;
      picked[key] = paths.includes(key)
        ? item
        : byEveryPath(
            item,
            paths.map((path) => path.slice(key.length + 1)),
          );
    }
    return picked;
  };
  const key = fc.constantFrom("a", "b", "a.b", "ab", "expand", "", "c");
  const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: "small" },
      fc.integer(),
      fc.constant(null),
      fc.array(tie("node"), { maxLength: 3 }),
      fc.dictionary(key, tie("node"), { maxKeys: 4 }),
    ),
  })).node;
  const path = fc.array(key, { minLength: 1, maxLength: 3 }).map((parts) => parts.join("."));

  it("for any value and paths, dotted keys and empty names too", () => {
    fc.assert(
      fc.property(value, fc.array(path, { maxLength: 5 }), (given, fields) => {
        expect(pickFields(given, fields)).toEqual(byEveryPath(given, fields));
      }),
      { numRuns: 500 },
    );
  });
});

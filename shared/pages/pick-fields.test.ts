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

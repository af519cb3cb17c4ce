import { describe, expect, it } from "vitest";
import { inverse, migrationSource, orderedForUp } from "./migration-source";
import type { SchemaChange } from "./schema-diff";

const changes: SchemaChange[] = [
  { kind: "remove-field", collection: "news", field: { name: "seo_title", type: "text", max: 70 }, before: "seo_description" },
  { kind: "add-field", collection: "services", field: { name: "tagline", type: "text", help: 'Say "hi".' }, before: "created" },
  { kind: "indexes", collection: "news", before: [], after: ["CREATE INDEX idx_a ON news (a)"] },
];

describe("migrationSource", () => {
  const source = migrationSource("tagline", changes, new Date("2026-11-24T10:00:00Z"));

  it("names each change and carries literal values only, no import of the declarations", () => {
    expect(source).toContain("// tagline, written by `npm run migration` on 2026-11-24");
    expect(source).toContain("// - services: add field tagline (text)");
    expect(source).toContain('addField(app, "services", {"name":"tagline","type":"text","help":"Say \\"hi\\"."}, "created");');
    expect(source).not.toMatch(/import .*schema/);
  });

  it("adds before it drops an index, and drops the index before it removes a field; down undoes it in reverse", () => {
    const up = source.slice(source.indexOf("migrate("), source.indexOf("(app) => {", source.indexOf("migrate(") + 20));
    expect(up.indexOf("addField(")).toBeLessThan(up.indexOf("setIndexes("));
    expect(up.indexOf("setIndexes(")).toBeLessThan(up.indexOf("removeField("));
    const down = source.slice(source.lastIndexOf("(app) => {"));
    expect(down.indexOf('addField(app, "news", {"name":"seo_title","type":"text","max":70}, "seo_description")')).toBeGreaterThan(
      -1,
    );
    expect(down.indexOf("addField(")).toBeLessThan(down.indexOf('setIndexes(app, "news", [])'));
    expect(down.indexOf("setIndexes(")).toBeLessThan(down.indexOf('removeField(app, "services", "tagline")'));
  });

  it("carries only the helpers it calls, each in its own block", () => {
    expect(source).toContain("const fieldOf = ");
    expect(source).not.toContain("const createIfMissing = ");
    expect(source).not.toContain("const setRules = ");
    expect(source).toMatch(/\n\{\n/);
  });
});

describe("inverse", () => {
  it("is its own inverse for every kind", () => {
    for (const change of orderedForUp(changes)) expect(inverse(inverse(change))).toEqual(change);
  });
});

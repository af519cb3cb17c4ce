import { describe, expect, it } from "vitest";
import type { CollectionSpec } from "../../shared/schema/fields";
import { describeChange, type LiveCollection, schemaDiff } from "./schema-diff";

const rules = { listRule: "", viewRule: "", createRule: null, updateRule: null, deleteRule: null };
/** A collection as PocketBase's API lists it: every option, defaults included, relations by id. */
const live = (name: string, fields: LiveCollection["fields"], indexes: string[] = []): LiveCollection => ({
  id: `pbc_${name}`,
  name,
  type: "base",
  system: false,
  ...rules,
  indexes,
  fields: [{ name: "id", type: "text", system: true, primaryKey: true, id: "text3208210256" }, ...fields],
});
const text = (name: string, extra: Record<string, unknown> = {}) => ({
  id: `text_${name}`,
  name,
  type: "text",
  system: false,
  hidden: false,
  presentable: false,
  required: false,
  min: 0,
  max: 0,
  pattern: "",
  autogeneratePattern: "",
  primaryKey: false,
  ...extra,
});
const spec = (name: string, fields: CollectionSpec["fields"], extra: Partial<CollectionSpec> = {}): CollectionSpec => ({
  name,
  ...rules,
  fields,
  ...extra,
});

describe("schemaDiff", () => {
  it("finds nothing when only PocketBase's defaults and bookkeeping differ", () => {
    expect(
      schemaDiff([live("tags", [text("label", { max: 40 })])], [spec("tags", [{ name: "label", type: "text", max: 40 }])]),
    ).toEqual([]);
  });

  it("leaves PocketBase's own collections alone", () => {
    expect(schemaDiff([{ ...live("_superusers", []), system: true }], [])).toEqual([]);
  });

  it("adds a field before the next declared field the collection has", () => {
    const changes = schemaDiff(
      [live("tags", [text("label"), text("note")])],
      [
        spec("tags", [
          { name: "label", type: "text" },
          { name: "colour", type: "text", help: "A hex colour." },
          { name: "note", type: "text" },
        ]),
      ],
    );
    expect(changes).toEqual([
      { kind: "add-field", collection: "tags", field: { name: "colour", type: "text", help: "A hex colour." }, before: "note" },
    ]);
  });

  it("removes a field no longer declared, and says a rename would lose its values", () => {
    const [change] = schemaDiff([live("tags", [text("label"), text("old")])], [spec("tags", [{ name: "label", type: "text" }])]);
    expect(change).toMatchObject({ kind: "remove-field", field: { name: "old" } });
    expect(describeChange(change as never)).toContain("REMOVE field old and its values (a rename?");
  });

  it("changes a field whose options differ, naming the options", () => {
    const changes = schemaDiff(
      [live("tags", [text("label", { max: 40 })])],
      [spec("tags", [{ name: "label", type: "text", max: 60, required: true }])],
    );
    expect(changes.map(describeChange)).toEqual(["tags: change field label (max, required)"]);
  });

  it("compares relations by the target's name", () => {
    const relation = {
      id: "rel",
      name: "owner",
      type: "relation",
      collectionId: "pbc_people",
      maxSelect: 1,
      cascadeDelete: false,
      minSelect: 0,
    };
    const collections = [live("people", []), live("tags", [relation])];
    const declared = [
      spec("people", []),
      spec("tags", [{ name: "owner", type: "relation", collection: "people", maxSelect: 1 }]),
    ];
    expect(schemaDiff(collections, declared)).toEqual([]);
  });

  it("finds changed rules and indexes, however PocketBase quotes an index", () => {
    const changes = schemaDiff(
      [live("tags", [text("label")], ["CREATE INDEX `idx_label` ON `tags` (`label`)"])],
      [spec("tags", [{ name: "label", type: "text" }], { listRule: null, indexes: ["CREATE INDEX idx_label ON tags (label)"] })],
    );
    expect(changes.map(describeChange)).toEqual(["tags: rules (listRule)"]);
    const more = schemaDiff(
      [live("tags", [text("label")])],
      [spec("tags", [{ name: "label", type: "text" }], { indexes: ["CREATE INDEX idx_label ON tags (label)"] })],
    );
    expect(more).toEqual([
      { kind: "indexes", collection: "tags", before: [], after: ["CREATE INDEX idx_label ON tags (label)"] },
    ]);
  });

  it("creates a declared collection the data dir lacks, and deletes one no longer declared", () => {
    const changes = schemaDiff([live("old", [text("x")])], [spec("tags", [{ name: "label", type: "text" }])]);
    expect(changes.map(describeChange)).toEqual([
      "create collection tags (1 fields)",
      "DELETE collection old and every record in it",
    ]);
  });

  it("makes a collection whose rule reads a back-relation for superusers alone, and sets its rules once fields exist", () => {
    const viewRule = 'status = "published" || @request.query.preview = tokens_via_jobs.token';
    const changes = schemaDiff([], [spec("jobs", [{ name: "status", type: "text" }], { viewRule })]);
    expect(changes.map(describeChange)).toEqual(["create collection jobs (1 fields)", expect.stringContaining("jobs")]);
    expect(changes[0]).toMatchObject({ kind: "create-collection", collection: { viewRule: null, listRule: null } });
    expect(changes[1]).toMatchObject({ kind: "rules", before: { viewRule: null }, after: { viewRule, listRule: "" } });
  });
});

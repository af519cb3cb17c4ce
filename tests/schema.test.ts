import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainIndex } from "../scripts/lib/schema-diff";
import { collections } from "../shared/schema";
import { startTestServer, type TestServer } from "./support/pocketbase";

// The web app's record types come from shared/schema. This proves the
// database PocketBase builds from the migrations has exactly those fields and rules.
let site: TestServer;
beforeAll(async () => {
  site = await startTestServer();
});
afterAll(() => site.stop());

describe.each(collections.map((spec) => [spec.name, spec] as const))("%s", (_name, spec) => {
  it("has the declared indexes", async () => {
    const live = await (await site.superuser()).collections.getOne(spec.name);
    expect((live.indexes as string[]).map(plainIndex).sort()).toEqual((spec.indexes ?? []).map(plainIndex).sort());
  });

  it("has the declared fields, types, help texts and rules", async () => {
    const live = await (await site.superuser()).collections.getOne(spec.name);
    const fields = live.fields
      .filter((f: { name: string }) => f.name !== "id")
      .map((f: { name: string; type: string; help?: string }) => [f.name, f.type, f.help ?? ""]);
    // Editors read the help texts in the admin: a migration that changes a field writes them too.
    expect(fields).toEqual(spec.fields.map((f: { name: string; type: string; help?: string }) => [f.name, f.type, f.help ?? ""]));
    // The thumbnail sizes pages ask for (shared/images/images.ts): PocketBase refuses any size a field does not list.
    // And whether a file is as hidden as its record (decision 082).
    const files = (fields: readonly { name: string; type: string; thumbs?: readonly string[]; protected?: boolean }[]) =>
      fields.filter((f) => f.type === "file").map((f) => [f.name, f.thumbs, f.protected ?? false]);
    expect(files(live.fields)).toEqual(files(spec.fields));
    expect({
      list: live.listRule,
      view: live.viewRule,
      create: live.createRule,
      update: live.updateRule,
      delete: live.deleteRule,
    }).toEqual({
      list: spec.listRule,
      view: spec.viewRule,
      create: spec.createRule,
      update: spec.updateRule,
      delete: spec.deleteRule,
    });
  });
});

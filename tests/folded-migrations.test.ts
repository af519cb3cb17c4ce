// Every migration in one file (decision 075; pb_migrations/src/lib/folded.ts): PocketBase keeps a JS engine for each
// migration file it loads, so the build folds them. PocketBase's own table still lists each migration by its name, which
// is what lets the next fold run only what is new (the upgrades themselves: tests/migrations.test.ts from the first
// release, tests/editors-forms.test.ts from a fold a release behind).
import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectDirs } from "../scripts/lib/pocketbase-process";
import { startTestServerWithProbe, type TestServer } from "./support/pocketbase";

let site: TestServer;
beforeAll(async () => {
  site = await startTestServerWithProbe("migrations-probe.pb.js");
});
afterAll(() => site?.stop());

const compiledNames = async () =>
  (await readdir(`${projectDirs.migrations}/src`))
    .filter((name) => /^\d+_.*\.ts$/.test(name))
    .map((name) => name.replace(/\.ts$/, ".js"))
    .sort();

describe("the migrations folded into one file", () => {
  it("gives PocketBase one migration file to load, named for the last migration", async () => {
    const loaded = (await readdir(projectDirs.migrations)).filter((name) => name.endsWith(".js"));
    expect(loaded).toEqual((await compiledNames()).slice(-1));
  });

  it("lists every migration a new data dir ran by its own name, as one file each would have", async () => {
    const admin = await site.superuser();
    const applied = (await admin.send("/test/applied-migrations", {})) as string[];
    expect(applied.filter((name) => name.endsWith(".js"))).toEqual(await compiledNames());
  });
});

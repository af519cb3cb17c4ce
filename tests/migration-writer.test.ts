// The migration writer (npm run migration, decision 075) against the real binary: it finds nothing to write when the
// declarations and the migrations agree, and what it writes for a changed declaration makes exactly that schema, and
// undoes it.
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import * as esbuild from "esbuild";
import { afterAll, describe, expect, inject, it } from "vitest";
import { liveCollections } from "../scripts/lib/live-schema";
import { migrationSource } from "../scripts/lib/migration-source";
import { projectDirs } from "../scripts/lib/pocketbase-process";
import { describeChange, schemaDiff } from "../scripts/lib/schema-diff";
import { collections } from "../shared/schema";
import type { CollectionSpec } from "../shared/schema/fields";

const run = promisify(execFile);
const scratch: string[] = [];
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));
const tempDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `pb-${name}-`));
  scratch.push(dir);
  return dir;
};

/** The declarations with a change of every kind the writer handles. */
const changed: CollectionSpec[] = collections.map((spec): CollectionSpec => {
  if (spec.name === "services") {
    const fields = [...spec.fields];
    // A new field, with a help text, before the timestamps (where the declaration puts it).
    fields.splice(fields.length - 2, 0, { name: "tagline", type: "text", max: 80, help: "One line under the name." });
    return { ...spec, fields };
  }
  if (spec.name === "news") {
    return {
      ...spec,
      listRule: `${spec.listRule} && title != ""`,
      indexes: [...(spec.indexes ?? []), "CREATE INDEX idx_news_author ON news (author_name)"],
      // A field given another limit, and one taken away.
      fields: spec.fields
        .filter((field) => field.name !== "seo_title")
        .map((field) => (field.name === "title" ? { ...field, max: 200 } : field)),
    };
  }
  return spec;
});
const created: CollectionSpec = {
  name: "awards",
  listRule: "",
  viewRule: "",
  createRule: null,
  updateRule: null,
  deleteRule: null,
  indexes: [],
  fields: [
    { name: "title", type: "text", required: true, max: 120 },
    { name: "project", type: "relation", collection: "projects", maxSelect: 1 },
  ],
};

describe("npm run migration", () => {
  it("finds nothing to write while the declarations and the migrations agree", async () => {
    expect(schemaDiff(await liveCollections(inject("pocketbaseBin")), collections).map(describeChange)).toEqual([]);
  });

  it("writes a migration that makes the changed declarations, and whose down migration brings back the old ones", async () => {
    const bin = inject("pocketbaseBin");
    const declared = [...changed, created];
    const changes = schemaDiff(await liveCollections(bin), declared);
    expect(changes.map(describeChange)).toEqual([
      "services: add field tagline (text)",
      "news: REMOVE field seo_title and its values (a rename? rename it in the migration instead)",
      "news: change field title (max)",
      "news: rules (listRule)",
      "news: indexes",
      "create collection awards (2 fields)",
    ]);

    // The project's migrations, and the new one compiled as the build compiles migrations.
    const migrations = await tempDir("migrations");
    for (const file of (await readdir(projectDirs.migrations)).filter((name) => name.endsWith(".js"))) {
      await copyFile(path.join(projectDirs.migrations, file), path.join(migrations, file));
    }
    const source = path.join(await tempDir("source"), "1900000000_test_change.ts");
    await writeFile(source, migrationSource("test_change", changes, new Date()));
    await esbuild.build({
      entryPoints: [source],
      outdir: migrations,
      bundle: true,
      format: "cjs",
      platform: "neutral",
      target: "es2020",
    });

    const dataDir = path.join(await tempDir("data"), "pb_data");
    await mkdir(dataDir);
    expect(schemaDiff(await liveCollections(bin, migrations, dataDir), declared).map(describeChange)).toEqual([]);

    const hooks = await tempDir("no-hooks");
    const flags = [`--dir=${dataDir}`, `--migrationsDir=${migrations}`, `--hooksDir=${hooks}`];
    // PocketBase asks before it reverts: the answer goes in on stdin.
    const down = run(bin, ["migrate", "down", "1", ...flags], { env: { ...process.env, SEED_DEMO: "false" } });
    down.child.stdin?.end("y\n");
    expect((await down).stdout).toContain("Reverted 1900000000_test_change.js");
    // Read with the project's own migrations, which lack the new one: serving would apply it again.
    expect(schemaDiff(await liveCollections(bin, projectDirs.migrations, dataDir), collections).map(describeChange)).toEqual([]);
  });

  it("creates a translated collection, whose translation_of names the collection itself, with its fields and indexes in order", async () => {
    const bin = inject("pocketbaseBin");
    // As shared/schema/languages.ts translationFields makes them: a language, and a relation to the original.
    // Not "jobs": the guides' example of a new collection (docs/guides/new-page.md), which a site may well declare.
    const vacancies: CollectionSpec = {
      name: "vacancies",
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      indexes: [
        "CREATE UNIQUE INDEX idx_vacancies_translation ON vacancies (translation_of, language) WHERE translation_of != ''",
      ],
      fields: [
        { name: "title", type: "text", required: true, max: 120 },
        { name: "language", type: "text", max: 12 },
        { name: "translation_of", type: "relation", collection: "vacancies", maxSelect: 1 },
        { name: "location", type: "text", max: 80 },
      ],
    };
    const declared = [...collections, vacancies];
    const changes = schemaDiff(await liveCollections(bin), declared);
    expect(changes.map(describeChange)).toEqual(["create collection vacancies (4 fields)"]);
    const migrations = await tempDir("migrations-vacancies");
    for (const file of (await readdir(projectDirs.migrations)).filter((name) => name.endsWith(".js"))) {
      await copyFile(path.join(projectDirs.migrations, file), path.join(migrations, file));
    }
    const source = path.join(await tempDir("source-vacancies"), "1900000000_vacancies.ts");
    await writeFile(source, migrationSource("vacancies", changes, new Date()));
    await esbuild.build({
      entryPoints: [source],
      outdir: migrations,
      bundle: true,
      format: "cjs",
      platform: "neutral",
      target: "es2020",
    });
    const dataDir = path.join(await tempDir("data-vacancies"), "pb_data");
    await mkdir(dataDir);
    expect(schemaDiff(await liveCollections(bin, migrations, dataDir), declared).map(describeChange)).toEqual([]);
  });
});

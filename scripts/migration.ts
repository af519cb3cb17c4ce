// `npm run migration -- <name>`: writes pb_migrations/src/<unix time>_<name>.ts, the migration that takes the schema
// the migrations make today to what shared/schema declares, with literal values only (decision 075).
// Edit a declaration, run this, read the migration it wrote, then build and run the schema and migration tests.
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { collections } from "../shared/schema";
import { buildServer } from "./lib/build-server";
import { liveCollections } from "./lib/live-schema";
import { migrationSource } from "./lib/migration-source";
import { ensurePocketBase, projectRoot } from "./lib/pocketbase-binary";
import { describeChange, schemaDiff } from "./lib/schema-diff";

const name = process.argv[2] ?? "";
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error(
    `Usage: npm run migration -- <name>, where the name is lower-case letters, digits and _ (e.g. add_office_fax); not "${name}"`,
  );
  process.exit(1);
}

// The migrations as their sources are now: the schema they make is where the new one starts.
await buildServer();
const changes = schemaDiff(await liveCollections(await ensurePocketBase()), collections);
if (changes.length === 0) {
  console.log("migration: the declarations and the migrations agree; nothing to write.");
  process.exit(0);
}
const now = new Date();
const file = path.join(projectRoot, "pb_migrations/src", `${Math.floor(now.getTime() / 1000)}_${name}.ts`);
await writeFile(file, migrationSource(name, changes, now));
await promisify(execFile)("npx", ["biome", "format", "--write", file], { cwd: projectRoot });
console.log(`migration: wrote ${path.relative(projectRoot, file)}:`);
for (const change of changes) console.log(`  - ${describeChange(change)}`);
console.log("Read it (a removed field loses its values: a rename is better written by hand), then:");
console.log("  npm run build && npx vitest run --project integration tests/schema.test.ts tests/migrations.test.ts");

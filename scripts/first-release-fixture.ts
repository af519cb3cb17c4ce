// Writes tests/fixtures/first-release/: a data dir as the first release left it, with editors' content in it, and
// content.json, what that content was. tests/migrations.test.ts starts this build on a copy and checks that nothing
// was lost. Run once, by hand (`npx tsx scripts/first-release-fixture.ts`); the output is committed and never
// regenerated unless the fixture itself is wrong (docs/operations.md, "Upgrades").
//
// The migrations are the first release's own (commit FIRST_RELEASE, taken from git and compiled as that commit's
// build did), run by the pinned PocketBase with no hooks, as `migrate up` does. Editors' content goes in through
// one more migration, which is then struck from the history (`migrate history-sync`), as if editors had typed it.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import * as esbuild from "esbuild";
import jpeg from "jpeg-js";
import { projectRoot } from "./lib/pocketbase-binary";

/** The last commit of the first release (2026-11-21): the data dirs it made had applied exactly its migrations. */
export const FIRST_RELEASE = "96b1b1c";
const run = promisify(execFile);
const out = path.join(projectRoot, "tests/fixtures/first-release");

/** A small real JPEG of one colour, so each file is told apart by its bytes. */
function picture(shade: number): Buffer {
  const width = 24;
  const height = 16;
  const data = Buffer.alloc(width * height * 4, shade);
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
}

type Fields = Record<string, unknown>;
interface FixtureRecord {
  id: string;
  fields: Fields;
  /** File fields: field name → file names as the editor uploaded them (PocketBase adds a suffix). */
  files?: Record<string, string[]>;
}

/** Editors' content under the first release: every collection, drafts, a schedule, files, relations, json. */
const CONTENT: Record<string, FixtureRecord[]> = {
  services: [
    { id: "svcbrand0000001", fields: { name: "Brand", slug: "brand", summary: "Names, marks and voices.", sort_order: 1 } },
    { id: "svcmotion000001", fields: { name: "Motion", slug: "motion", summary: "Things that move well.", sort_order: 2 } },
  ],
  projects: [
    {
      id: "prjharbour00001",
      fields: {
        title: "Harbour Lights",
        slug: "harbour-lights",
        client: "Harbour Trust",
        year: 2025,
        services: ["svcbrand0000001", "svcmotion000001"],
        summary: "A festival of light on the water.",
        body: "<p>Twelve nights, <strong>forty</strong> boats.</p>",
        video_url: "https://vimeo.com/76979871",
        featured: true,
        sort_order: 1,
        status: "published",
        published_at: "2026-11-01 09:00:00.000Z",
        seo_title: "Harbour Lights",
        seo_description: "A festival of light.",
      },
      files: { cover: ["harbour.jpg"], gallery: ["harbour-1.jpg", "harbour-2.jpg"] },
    },
    {
      id: "prjdraft0000001",
      fields: { title: "Unfinished Draft", slug: "unfinished-draft", status: "draft", published_at: "" },
      files: { cover: ["draft.jpg"] },
    },
    {
      id: "prjlater0000001",
      fields: { title: "Scheduled Work", slug: "scheduled-work", status: "published", published_at: "2030-01-01 08:00:00.000Z" },
      files: { cover: ["later.jpg"] },
    },
  ],
  news: [
    {
      id: "newsopening0001",
      fields: {
        title: "We are opening in Lisbon",
        slug: "opening-in-lisbon",
        excerpt: "A new studio by the river.",
        body: '<h2>Why Lisbon</h2><p>Light, <a href="https://example.com">friends</a> and food.</p>',
        tags: "studio, culture",
        author_name: "Ana",
        status: "published",
        published_at: "2026-11-10 10:00:00.000Z",
      },
      files: { cover: ["lisbon.jpg"] },
    },
    { id: "newsdraft000001", fields: { title: "A draft note", slug: "a-draft-note", status: "draft", published_at: "" } },
  ],
  offices: [
    {
      id: "offlisbon000001",
      fields: {
        name: "Lisbon",
        city: "Lisbon",
        country: "Portugal",
        address: "Rua do Alecrim 10",
        postcode: "1200-018",
        location: { lon: -9.1427, lat: 38.7097 },
        phone: "+351 21 000 0000",
        email: "lisbon@example.com",
        opening_hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "18:00" }],
        time_zone: "Europe/Lisbon",
        sort_order: 1,
      },
      files: { image: ["lisbon-office.jpg"] },
    },
  ],
  contact: [
    {
      id: "msgfirst0000001",
      fields: {
        name: "Rui Costa",
        email: "rui@example.com",
        company: "Costa & Filhos",
        topic: "new-project",
        budget: "25k-50k",
        message: "We would like a new brand for our shop.",
        consent: true,
        page: "/contact",
        user_agent: "Mozilla/5.0",
        spam: false,
        notification: "sent",
        notify_attempts: 1,
      },
    },
    {
      id: "msgretry0000001",
      fields: {
        name: "Mail Down",
        email: "down@example.com",
        message: "Sent while the mail server was down.",
        consent: true,
        page: "/contact",
        spam: false,
        notification: "retrying",
        notify_attempts: 2,
        next_notify_at: "2026-11-21 10:00:00.000Z",
        notify_error: "dial tcp: connection refused",
      },
    },
  ],
  redirects: [
    {
      id: "rdrticked000001",
      fields: { source: "/ticked", target: "/work", status_code: "301", enabled: true, hits: 4, note: "old portfolio" },
    },
    { id: "rdrunticked0001", fields: { source: "/unticked", target: "/news", status_code: "302", enabled: false, hits: 0 } },
  ],
};

/** Changes to the one site record the release's migration made. */
const SITE: Fields = {
  tagline: "Edited by the editors before the upgrade.",
  contact_email: "studio@example.com",
  social_links: [{ label: "Instagram", url: "https://instagram.com/example" }],
  site_url: "https://studio.example.com",
  seo_description: "A studio in Lisbon.",
};

/** The migration that puts the content in, as editors would have; files from `pictures`. */
function contentMigration(pictures: string): string {
  return `migrate((app) => {
  const content = ${JSON.stringify(CONTENT)};
  for (const [collection, records] of Object.entries(content)) {
    for (const { id, fields, files } of records) {
      const record = new Record(app.findCollectionByNameOrId(collection));
      record.set("id", id);
      for (const [name, value] of Object.entries(fields)) record.set(name, value);
      for (const [name, list] of Object.entries(files || {})) {
        record.set(name, list.map((file) => $filesystem.fileFromPath(${JSON.stringify(pictures)} + "/" + file)));
      }
      app.save(record);
    }
  }
  const site = app.findFirstRecordByFilter("site", "");
  for (const [name, value] of Object.entries(${JSON.stringify(SITE)})) site.set(name, value);
  site.set("seo_image", $filesystem.fileFromPath(${JSON.stringify(pictures)} + "/card.jpg"));
  app.save(site);
});
`;
}

async function main(): Promise<void> {
  const bin = (await run("npx", ["tsx", "scripts/pocketbase.ts"], { cwd: projectRoot })).stdout.trim().split("\n").pop() ?? "";
  const work = await mkdtemp(path.join(tmpdir(), "first-release-"));
  try {
    // The release's sources, compiled as its build did.
    await run("sh", ["-c", `git archive ${FIRST_RELEASE} tsconfig.json pb_migrations/src pb_hooks/src | tar -x -C ${work}`], {
      cwd: projectRoot,
    });
    const migrations = path.join(work, "migrations");
    const entries = (await readdir(path.join(work, "pb_migrations/src"))).filter((name) => /^\d+_.*\.ts$/.test(name));
    await esbuild.build({
      entryPoints: entries.map((name) => path.join(work, "pb_migrations/src", name)),
      outdir: migrations,
      bundle: true,
      format: "cjs",
      platform: "neutral",
      target: "es2020",
      mainFields: ["module", "main"],
      logLevel: "warning",
    });

    const pictures = path.join(work, "pictures");
    await mkdir(pictures);
    const names = [
      "card.jpg",
      ...Object.values(CONTENT).flatMap((records) => records.flatMap((r) => Object.values(r.files ?? {}).flat())),
    ];
    for (const [i, name] of names.entries()) await writeFile(path.join(pictures, name), picture(40 + i * 12));
    await writeFile(path.join(migrations, "1763709999_editors_content.js"), contentMigration(pictures));

    const dataDir = path.join(out, "pb_data");
    await rm(out, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    const hooks = path.join(work, "no-hooks");
    await mkdir(hooks);
    const flags = [`--dir=${dataDir}`, `--migrationsDir=${migrations}`, `--hooksDir=${hooks}`];
    const env = { ...process.env, SEED_DEMO: "false" };
    await run(bin, ["migrate", "up", ...flags], { env });
    // The content migration leaves no trace: the history holds the release's migrations only.
    await rm(path.join(migrations, "1763709999_editors_content.js"));
    await run(bin, ["migrate", "history-sync", ...flags], { env });
    // What a copy of pb_data needs: the database and the uploaded files. Logs, backups and generated types are not kept.
    for (const name of await readdir(dataDir)) {
      if (name !== "data.db" && name !== "storage") await rm(path.join(dataDir, name), { recursive: true, force: true });
    }

    // content.json: each record's fields and each file's name (as stored) and SHA-256, for the test to compare.
    const stored: Record<string, string> = {};
    for (const file of (await readdir(path.join(dataDir, "storage"), { recursive: true })).map(String)) {
      if (!file.endsWith(".jpg")) continue;
      const bytes = await readFile(path.join(dataDir, "storage", file));
      stored[file] = createHash("sha256").update(bytes).digest("hex");
    }
    await writeFile(
      path.join(out, "content.json"),
      `${JSON.stringify({ release: FIRST_RELEASE, content: CONTENT, site: SITE, files: stored }, null, 2)}\n`,
    );
    await run("npx", ["biome", "format", "--write", path.join(out, "content.json")], { cwd: projectRoot });
    console.log(`first-release fixture: ${Object.keys(stored).length} files, written to ${path.relative(projectRoot, out)}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();

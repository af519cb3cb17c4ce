import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../scripts/lib/pocketbase-binary";
import { BOUNDS } from "../shared/serving/bounds";

// docs/security.md lists every bound (shared/serving/bounds.ts) with its setting and default, the README's configuration table
// names every setting and docker-compose.yml passes it: a bound added, renamed or changed without them fails here.
const read = (file: string) => readFile(path.join(projectRoot, file), "utf8");

describe("the bounds' documentation", async () => {
  const security = await read("docs/security.md");
  const readme = await read("README.md");
  const compose = await read("docker-compose.yml");

  it.each(Object.entries(BOUNDS))("docs/security.md names %s, with its setting and default", (name, bound) => {
    const row = security.split("\n").find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row, `no row for ${name} in docs/security.md`).toBeDefined();
    expect(row).toContain("env" in bound && bound.env ? `\`${bound.env}\`` : "| fixed |");
    expect(row).toContain(`| ${bound.default.toLocaleString("en")} ${bound.unit} |`);
  });

  it("docs/security.md lists no bound the declarations lack", () => {
    const rows = [...security.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1] ?? "");
    expect(rows.filter((name) => /^[a-z]+[A-Z]/.test(name) && !(name in BOUNDS))).toEqual([]);
  });

  it.each(Object.values(BOUNDS).flatMap((bound) => ("env" in bound && bound.env ? [bound.env] : [])))(
    "the README's configuration names %s",
    (env) => expect(readme).toContain(`\`${env}\``),
  );

  it.each(Object.values(BOUNDS).flatMap((bound) => ("env" in bound && bound.env ? [bound] : [])))(
    "docker-compose.yml passes $env, with its default",
    (bound) => expect(compose).toContain(`${bound.env}: \${${bound.env}:-${bound.default}}`),
  );
});

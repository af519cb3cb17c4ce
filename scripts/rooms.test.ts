import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./lib/pocketbase-binary";

/**
 * The house's floors and rooms (issue 31; docs/architecture.md): the shared room is the ground floor and imports
 * nothing from the floors above it; no room holds more than a newcomer can read; no two files sit a letter apart.
 * Lint fences the imports too (.biome.json); this reads every import whatever its depth or form.
 */

const tracked = execFileSync("git", ["ls-files"], { cwd: projectRoot, encoding: "utf8" })
  .split("\n")
  .filter((file) => file !== "" && existsSync(path.join(projectRoot, file)));

const isSource = (file: string) =>
  /\.(ts|tsx|css)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith(".d.ts") && !file.endsWith(".gen.ts");

/** Every module a file names: static and dynamic imports, re-exports and `typeof import()`. */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const specifiersOf = (file: string) =>
  [...readFileSync(path.join(projectRoot, file), "utf8").matchAll(SPECIFIER)].map((match) => match[1] ?? "");

describe("floors that run one way", () => {
  const shared = tracked.filter((file) => file.startsWith("shared/") && /\.tsx?$/.test(file));

  it.each(shared)("%s imports nothing from the floors above the shared room", (file) => {
    const above = specifiersOf(file)
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
      .filter((target) => !target.startsWith("shared/"));
    expect(above).toEqual([]);
  });
});

/** The rooms whose folders are held to a size: where the code lives. */
const ROOMS = ["shared/", "pb_hooks/src/", "web/src/"];
/** At most this many source files in one folder, tests and generated files aside. */
const MAX_FILES_PER_FOLDER = 25;

describe("rooms small enough to read", () => {
  const folders = new Map<string, string[]>();
  for (const file of tracked.filter((file) => ROOMS.some((room) => file.startsWith(room)) && isSource(file))) {
    const folder = path.posix.dirname(file);
    folders.set(folder, [...(folders.get(folder) ?? []), file]);
  }

  it.each([...folders.keys()].sort())(`%s holds at most ${MAX_FILES_PER_FOLDER} source files`, (folder) => {
    expect(folders.get(folder)?.length).toBeLessThanOrEqual(MAX_FILES_PER_FOLDER);
  });
});

/** Names a file keeps whatever it would be called: route files are addresses, icon modules are Phosphor's names. */
const NAMED_FOR_OTHERS = [/^web\/src\/routes\//, /^web\/src\/lib\/icons\//];

/** Whether one name becomes the other by adding, dropping or changing one letter. */
function aLetterApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) return [...a].filter((char, i) => char !== b[i]).length === 1;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return [...long].some((_, i) => long.slice(0, i) + long.slice(i + 1) === short);
}

describe("names that explain themselves", () => {
  it("no two source files of a room are named a letter apart (page-view beside page-views)", () => {
    const pairs: string[] = [];
    for (const room of [...ROOMS, "scripts/"]) {
      const names = new Map<string, string>();
      for (const file of tracked.filter((file) => file.startsWith(room) && isSource(file))) {
        if (NAMED_FOR_OTHERS.some((pattern) => pattern.test(file))) continue;
        names.set(path.posix.basename(file).replace(/\.(tsx?|css)$/, ""), file);
      }
      const all = [...names.keys()];
      for (const [i, a] of all.entries())
        for (const b of all.slice(i + 1)) if (aLetterApart(a, b)) pairs.push(`${names.get(a)} and ${names.get(b)}`);
    }
    expect(pairs).toEqual([]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./lib/pocketbase-binary";

// Biome reads its fences from .biome.json, which cannot be generated at lint time: each feature folder's fence is a
// literal (decision 070: a feature imports no other feature). This holds the literals to the folders on disk, so a
// new feature without a fence, or a fence left for a folder that is gone, fails here (decision 070).

interface Override {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } } };
}

const FEATURES = "web/src/features";
const features = readdirSync(path.join(projectRoot, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const overrides: Override[] = JSON.parse(readFileSync(path.join(projectRoot, ".biome.json"), "utf8")).overrides;
const fences = new Map(
  overrides.flatMap((override) => {
    const folder = override.includes.map((glob) => new RegExp(`^${FEATURES}/([^/*]+)/\\*\\*$`).exec(glob)?.[1]).find(Boolean);
    const group = override.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.flatMap((p) => p.group) ?? [];
    return folder ? [[folder, group] as const] : [];
  }),
);

describe("the lint fences of the app's features (.biome.json)", () => {
  it("fence every feature folder, and no folder that is not there", () => {
    expect([...fences.keys()].sort()).toEqual(features);
  });

  it.each(features)("%s imports neither the app shell, the routes nor any other feature", (feature) => {
    const group = fences.get(feature) ?? [];
    const others = features.filter((other) => other !== feature).map((other) => `../${other}/**`);
    expect(group).toEqual(expect.arrayContaining(["**/app/**", "**/routes/**", ...others]));
    const named = group.filter((pattern) => /^\.\.\/[^/*]+\/\*\*$/.test(pattern)).map((pattern) => pattern.slice(3, -3));
    expect(named.filter((folder) => !features.includes(folder) || folder === feature)).toEqual([]);
  });
});

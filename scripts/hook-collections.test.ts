import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
import { HOOK_COLLECTIONS } from "../shared/hook-collections";
import { COLLECTIONS } from "../shared/site-registry";
import { hookCollectionsDefine } from "./lib/build-server";
import { projectRoot } from "./lib/pocketbase-binary";

// Hook entries may import nothing (decision 070): they name the registry's collections through HOOK_COLLECTIONS,
// which the build inlines (decision 070). A list of them typed by hand is a copy that can drift.
const hooksDir = path.join(projectRoot, "pb_hooks/src");
const entries = readdirSync(hooksDir).filter((file) => file.endsWith(".pb.ts"));
const sources = entries.map((file): [string, string] => [file, readFileSync(path.join(hooksDir, file), "utf8")]);

describe("the hook entries name the registry's collections through HOOK_COLLECTIONS", () => {
  // A hook of one collection's own (site.pb.ts's one settings record) names it; a list of them is the registry's.
  it.each(sources)("%s types no list of the registry's collections as a hook's arguments", (_file, source) => {
    const lists = [...source.matchAll(/\}\s*,((?:\s*"[a-z_]+"\s*,?)+)\s*\)/g)].map((m) =>
      [...(m[1] ?? "").matchAll(/"([a-z_]+)"/g)].map((name) => name[1] ?? "").filter((name) => name in COLLECTIONS),
    );
    expect(lists.filter((names) => names.length > 1)).toEqual([]);
  });

  it("uses every list the registry makes for them", () => {
    const used = new Set(sources.flatMap(([, source]) => [...source.matchAll(/HOOK_COLLECTIONS\.(\w+)/g)].map((m) => m[1])));
    expect([...used].sort()).toEqual(Object.keys(HOOK_COLLECTIONS).sort());
  });

  it.each(sources.filter(([, source]) => source.includes("HOOK_COLLECTIONS")))(
    "%s is compiled with the lists themselves in place of HOOK_COLLECTIONS",
    async (file) => {
      const result = await esbuild.build({
        entryPoints: [path.join(hooksDir, file)],
        bundle: true,
        write: false,
        format: "cjs",
        platform: "neutral",
        target: "es2020",
        define: hookCollectionsDefine,
        logLevel: "silent",
      });
      // esbuild writes each list once at the top (`var define_HOOK_COLLECTIONS_images_default = [...]`), which the
      // registrations read as they run: at load, not inside a handler, so handler isolation does not matter.
      const code = (result.outputFiles[0]?.text ?? "").replace(/^\s*\/\/.*$/gm, "");
      expect(code).not.toMatch(/HOOK_COLLECTIONS\./);
      const source = sources.find(([name]) => name === file)?.[1] ?? "";
      for (const [key, names] of Object.entries(HOOK_COLLECTIONS)) {
        if (source.includes(`HOOK_COLLECTIONS.${key}`)) expect(code).toContain(`= ${JSON.stringify(names).replace(/,/g, ", ")};`);
      }
    },
  );
});

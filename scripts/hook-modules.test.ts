import path from "node:path";
import * as esbuild from "esbuild";
import { expect, it } from "vitest";
import { hookCollectionsDefine } from "./lib/build-server";
import { projectRoot } from "./lib/pocketbase-binary";

// The module every request's hooks load (every-request.ts) carries no collection declarations: it once derived the image
// fields from them at load, grew from 91 to 136 KB, and while a long save began a visitor's contact message waited
// 0.4–4.9 s (issue 33). What a hook needs of the schema it reads from the live collection, or by name.
it("every request's module bundles no collection declaration", async () => {
  const result = await esbuild.build({
    entryPoints: [path.join(projectRoot, "pb_hooks/src/lib/serving/every-request.ts")],
    bundle: true,
    write: false,
    metafile: true,
    format: "cjs",
    platform: "neutral",
    target: "es2020",
    mainFields: ["module", "main"],
    define: hookCollectionsDefine,
    logLevel: "silent",
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.some((input) => input.endsWith("every-request.ts"))).toBe(true);
  expect(inputs.filter((input) => input.startsWith("shared/schema/") && !input.endsWith("schema/names.ts"))).toEqual([]);
});

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./pocketbase-binary";
import { queriesOnly } from "./vite-queries-only";

const standIn = path.join(projectRoot, "web/src/lib/queries-only.ts");
const resolve = (source: string, importer?: string) =>
  (queriesOnly(standIn).resolveId as (source: string, importer?: string) => string | null)(source, importer);
const queryCore = path.join(projectRoot, "node_modules/@tanstack/query-core/build/modern/queryClient.js");

describe("queriesOnly", () => {
  it("stands in for the mutation cache and the infinite queries' behaviour, as query-core imports them", () => {
    expect(resolve("./mutationCache.js", queryCore)).toBe(standIn);
    expect(resolve("./infiniteQueryBehavior.js", queryCore)).toBe(standIn);
  });

  it("leaves every other module, and the same names imported from elsewhere, alone", () => {
    expect(resolve("./queryCache.js", queryCore)).toBeNull();
    expect(resolve("./mutationCache.js", path.join(projectRoot, "web/src/main.tsx"))).toBeNull();
    expect(resolve("./mutationCache.js")).toBeNull();
  });

  it("holds only while the app uses neither mutations nor infinite queries", async () => {
    const dir = path.join(projectRoot, "web/src");
    const files = (await readdir(dir, { recursive: true })).filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"));
    const using: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(dir, file), "utf8");
      if (/\b(useMutation|useMutationState|useIsMutating|getMutationCache|\w*InfiniteQuery\w*|infiniteQueryOptions)\b/.test(text))
        using.push(file);
    }
    expect(using.filter((file) => !file.endsWith("queries-only.ts"))).toEqual([]);
  });
});

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEFT_OUT } from "../../vite.config";
import { projectRoot } from "./pocketbase-binary";
import { leftOut } from "./vite-left-out";

const resolve = (source: string, importer?: string) =>
  (leftOut(LEFT_OUT).resolveId as (source: string, importer?: string) => string | null)(source, importer);
const queryCore = path.join(projectRoot, "node_modules/@tanstack/query-core/build/modern/queryClient.js");
const routerCore = path.join(projectRoot, "node_modules/@tanstack/router-core/dist/esm/router.js");
const standIn = (name: string) => path.join(projectRoot, `web/src/lib/${name}.ts`);

/** The app's own sources, tests aside, and the stand-ins themselves. */
async function appSources(): Promise<{ file: string; text: string }[]> {
  const dir = path.join(projectRoot, "web/src");
  const files = (await readdir(dir, { recursive: true })).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(queries-only|router-scroll-off)\.ts$/.test(file),
  );
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(path.join(dir, file), "utf8") })));
}

describe("leftOut", () => {
  it("stands in for the mutation cache, the infinite queries' behaviour and the router's scroll restoration, as their packages import them", () => {
    expect(resolve("./mutationCache.js", queryCore)).toBe(standIn("queries-only"));
    expect(resolve("./infiniteQueryBehavior.js", queryCore)).toBe(standIn("queries-only"));
    expect(resolve("./scroll-restoration.js", routerCore)).toBe(standIn("router-scroll-off"));
  });

  it("leaves every other module, and the same names imported from elsewhere, alone", () => {
    expect(resolve("./queryCache.js", queryCore)).toBeNull();
    expect(resolve("./mutationCache.js", routerCore)).toBeNull();
    expect(resolve("./scroll-restoration.js", queryCore)).toBeNull();
    // react-router's own module of that name draws the server's restoration script: not left out.
    expect(
      resolve("./scroll-restoration.js", path.join(projectRoot, "node_modules/@tanstack/react-router/dist/esm/Match.js")),
    ).toBeNull();
    expect(resolve("./mutationCache.js", path.join(projectRoot, "web/src/main.tsx"))).toBeNull();
    expect(resolve("./mutationCache.js")).toBeNull();
  });

  it("holds only while the app uses no mutations, no infinite queries and none of the router's scroll restoration", async () => {
    const using = (await appSources())
      .filter(({ text }) =>
        /\b(useMutation|useMutationState|useIsMutating|getMutationCache|\w*InfiniteQuery\w*|infiniteQueryOptions|ScrollRestoration|useElementScrollRestoration|getScrollRestorationKey|scrollRestorationBehavior|scrollToTopSelectors)\b/.test(
          text,
        ),
      )
      .map(({ file }) => file);
    expect(using).toEqual([]);
    // The router is told to restore nothing (its option's only use left is that it is a function that says no).
    const options = await readFile(path.join(projectRoot, "web/src/app/router-options.ts"), "utf8");
    expect(options).toMatch(/scrollRestoration: \(\) => false,/);
  });
});

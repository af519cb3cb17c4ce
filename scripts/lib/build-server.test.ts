import { mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import * as esbuild from "esbuild";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importedAtLoad, inHooksDir, renderInLinearTime, screensOptions, writeChanged } from "./build-server";
import { projectRoot } from "./pocketbase-binary";

describe("writing compiled files", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "build-server-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const output = (name: string, text: string) => ({ path: path.join(dir, name), contents: new TextEncoder().encode(text) });

  it("leaves a file with the same bytes untouched, so nothing that watches it sees a change", async () => {
    const same = path.join(dir, "same.js");
    await writeFile(same, "same");
    const longAgo = new Date("2020-01-01T00:00:00Z");
    await utimes(same, longAgo, longAgo);

    expect(await writeChanged([output("same.js", "same")])).toEqual([]);
    expect((await stat(same)).mtime).toEqual(longAgo);
  });

  it("writes new and changed files, in new folders too, and says which", async () => {
    await writeFile(path.join(dir, "changed.js"), "before");

    const written = await writeChanged([output("changed.js", "after"), output("lib/new.js", "new")]);

    expect(written).toEqual([path.join(dir, "changed.js"), path.join(dir, "lib/new.js")]);
    expect(await readFile(path.join(dir, "changed.js"), "utf8")).toBe("after");
    expect(await readFile(path.join(dir, "lib/new.js"), "utf8")).toBe("new");
  });
});

describe("which compiled files PocketBase loads at start", () => {
  it.each(["pb_hooks/search.pb.js", "pb_hooks/lib/search/search.js"])("%s: yes", (file) =>
    expect(inHooksDir(path.join(projectRoot, file))).toBe(true),
  );
  it.each(["pb_migrations/1700000000_schema.js", "pb_hooks_old/x.js"])("%s: no", (file) =>
    expect(inHooksDir(path.join(projectRoot, file))).toBe(false),
  );
});

describe("React's string renderer, made linear for PocketBase's JS engine (issue 34)", () => {
  const installed = () =>
    readFile(path.join(projectRoot, "node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js"), "utf8");

  it("keeps the installed renderer's chunks in an array and joins them once", async () => {
    const patched = renderInLinearTime(await installed());
    expect(patched).not.toContain("result += chunk");
    expect(patched).toContain("null !== chunk && result.push(chunk);");
    expect(patched).toContain('return result.join("");');
  });

  it("renders what it rendered before, in Node", async () => {
    const load = (source: string) => {
      const module = { exports: {} as Record<string, unknown> };
      new Function("exports", "module", "require", source)(module.exports, module, createRequire(import.meta.url));
      return module.exports as { renderToString: (node: unknown) => string };
    };
    const react = await import("react");
    const page = react.createElement(
      "ul",
      null,
      Array.from({ length: 300 }, (_, i) => react.createElement("li", { key: i, className: "card" }, `Card ${i} & more`)),
    );
    const before = load(await installed()).renderToString(page);
    expect(load(renderInLinearTime(await installed())).renderToString(page)).toBe(before);
    expect(before).toContain('<li class="card">Card 299 &amp; more</li>');
  });

  it("fails the build, naming the spot, when React's text changed", () => {
    expect(() => renderInLinearTime("function renderToStringImpl() {}")).toThrow(/React's renderToString changed: "result = "",/);
  });
});

describe("the screens, small in each JS engine that builds them (decision 072)", () => {
  it("makes the app's import() static, and leaves a type's import() alone", () => {
    const source = [
      'let Bar: typeof import("./bar").Bar | undefined;',
      'const load = () => import("./bar");',
      'const again = () => import( "./bar" ).then((m) => m.Bar);',
      'const other = () => import("../other");',
    ].join("\n");
    const made = importedAtLoad(source);
    expect(made).toContain('typeof import("./bar").Bar');
    expect(made.match(/import \* as __loadedAtStart\d from/g)).toHaveLength(2);
    expect(made).toContain("const load = () => Promise.resolve(__loadedAtStart0);");
    expect(made).toContain("const again = () => Promise.resolve(__loadedAtStart0).then");
    expect(made).toContain("const other = () => Promise.resolve(__loadedAtStart1);");
    expect(importedAtLoad("const a = 1;")).toBe("const a = 1;");
  });

  it("wraps React once, and few modules in a lazy initialiser (motion's, which the server never starts)", async () => {
    const built = await esbuild.build({ ...screensOptions(), write: false, minify: false, metafile: false });
    const text = built.outputFiles.find((file) => file.path.endsWith(".js"))?.text ?? "";
    expect(text).toContain("exports.loadScreens = function");
    expect(text.match(/__toESM\(require_react\(\)/g)).toHaveLength(1);
    expect(text.match(/__toESM\(require_jsx_runtime\(\)/g)).toHaveLength(1);
    // 222 before import() was made static; what is left is motion, loaded the browser's way and never on the server.
    const lazy = [...text.matchAll(/= __esm\(\{\n\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(lazy.length).toBeLessThanOrEqual(15);
    expect(lazy).toContain("web/src/motion/runtime.ts");
    // renderToString alone: React's streaming renderer is not bundled.
    expect(text).toContain("react-dom-server-legacy.browser.production.js");
    expect(text).not.toContain("react-dom-server.browser.production.js");
  }, 60_000);
});

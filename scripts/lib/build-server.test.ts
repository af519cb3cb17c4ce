import { mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inHooksDir, renderInLinearTime, writeChanged } from "./build-server";
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

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES, UPKEEP, VIEWS } from "../shared/site-registry";
import { projectRoot } from "./lib/pocketbase-binary";

// The guides (docs/guides/) show the registry's own entries as examples; an example that drifts from
// shared/site-registry.ts teaches the wrong shape. The files they name are checked by scripts/docs.test.ts.
const GUIDES = path.join(projectRoot, "docs/guides");
const guides = readdirSync(GUIDES).filter((name) => name.endsWith(".md"));
const examples = guides.flatMap((guide) =>
  [...readFileSync(path.join(GUIDES, guide), "utf8").matchAll(/```ts registry:(page|view|upkeep)( \w+)?\n([\s\S]*?)```/g)].map(
    ([, what = "", name = "", code = ""]) => ({ guide, what, name: name.trim(), code }),
  ),
);
// An example is a literal, as the registry writes it: read as JavaScript, it is a value to compare.
const literal = (code: string): unknown => new Function(`return (${code});`)();

describe("the guides' registry examples", () => {
  it("are there (docs/guides/new-page.md shows a page and both halves of a collection)", () => {
    expect(examples.map(({ what }) => what).sort()).toEqual(expect.arrayContaining(["page", "upkeep", "view"]));
  });

  it.each(examples)("$guide: the $what $name is what the registry declares", ({ what, name, code }) => {
    const example = literal(code) as { path?: string };
    const declared =
      what === "page"
        ? PAGES.find((page) => page.path === example.path)
        : ((what === "view" ? VIEWS : UPKEEP) as Record<string, unknown>)[name];
    expect(example).toEqual(declared);
  });
});

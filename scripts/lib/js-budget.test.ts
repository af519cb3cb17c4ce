import { describe, expect, it } from "vitest";
import { beforeFirstRender, loadedByHome, type Manifest, scriptsNamedBy } from "./js-budget";

const INDEX_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B.js">
<link rel="stylesheet" crossorigin href="/assets/index-C.css">
<link rel="preload" as="font" href="/assets/font-D.woff2" crossorigin>
</head><body><div id="app"></div></body></html>`;

const MANIFEST: Manifest = {
  "index.html": {
    file: "assets/index-A.js",
    isEntry: true,
    imports: ["_react-B.js"],
    dynamicImports: ["src/routes/index.tsx?tsr-split=component", "src/routes/work.tsx?tsr-split=component"],
  },
  "_react-B.js": { file: "assets/react-B.js", imports: ["_scheduler-E.js"] },
  // Imported by a preloaded chunk but not preloaded itself: the browser still needs it first.
  "_scheduler-E.js": { file: "assets/scheduler-E.js" },
  "src/routes/index.tsx?tsr-split=component": {
    file: "assets/home-F.js",
    isDynamicEntry: true,
    imports: ["_card-G.js"],
    dynamicImports: ["node_modules/gsap/index.js"],
  },
  "node_modules/gsap/index.js": {
    file: "assets/gsap-H.js",
    isDynamicEntry: true,
    dynamicImports: ["../node_modules/lenis/dist/lenis.mjs"],
  },
  "../node_modules/lenis/dist/lenis.mjs": { file: "assets/lenis-K.js", isDynamicEntry: true },
  "_card-G.js": { file: "assets/card-G.js", dynamicImports: ["src/routes/work.tsx?tsr-split=component"] },
  "src/routes/work.tsx?tsr-split=component": { file: "assets/work-I.js", isDynamicEntry: true, imports: ["_grid-J.js"] },
  "_grid-J.js": { file: "assets/grid-J.js" },
};

describe("the JS budget's module graph", () => {
  it("reads the entry module and the modulepreloads from index.html, not stylesheets or fonts", () => {
    expect(scriptsNamedBy(INDEX_HTML)).toEqual(["assets/index-A.js", "assets/react-B.js"]);
  });

  it("counts before the first render what index.html names and everything that imports statically", () => {
    expect(beforeFirstRender(INDEX_HTML, MANIFEST).sort()).toEqual([
      "assets/index-A.js",
      "assets/react-B.js",
      "assets/scheduler-E.js",
    ]);
  });

  it("adds for / the home route's chunks and every import() they reach, but no other route's chunks", () => {
    expect(loadedByHome(INDEX_HTML, MANIFEST).sort()).toEqual([
      "assets/card-G.js",
      "assets/gsap-H.js",
      "assets/home-F.js",
      "assets/index-A.js",
      "assets/react-B.js",
      "assets/scheduler-E.js",
    ]);
  });

  it("adds Lenis for a desktop alone: a phone has no wheel for it to smooth", () => {
    const phone = loadedByHome(INDEX_HTML, MANIFEST);
    expect(phone).not.toContain("assets/lenis-K.js");
    expect(loadedByHome(INDEX_HTML, MANIFEST, "desktop").sort()).toEqual([...phone, "assets/lenis-K.js"].sort());
  });

  it("refuses an index.html that names a file the manifest does not know", () => {
    const stale = INDEX_HTML.replace("react-B.js", "react-OLD.js");
    expect(() => beforeFirstRender(stale, MANIFEST)).toThrow(/assets\/react-OLD\.js/);
  });

  it("refuses a manifest without the home route's split chunk", () => {
    const { "src/routes/index.tsx?tsr-split=component": _home, ...withoutHome } = MANIFEST;
    expect(() => loadedByHome(INDEX_HTML, withoutHome)).toThrow(/src\/routes\/index\.tsx/);
  });
});

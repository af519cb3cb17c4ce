import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./pocketbase-binary";
import { charactersIn, fontFaces, rewriteStylesheet, subsetFace } from "./vite-font-subset";

const FACE = `/* inter-latin-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./files/inter-latin-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF,U+0131,U+2000-206F;
}`;

describe("the font subset's stylesheet", () => {
  it("reads each face's file and characters", () => {
    expect(fontFaces(`${FACE}\n${FACE.replace(/latin/g, "greek")}`)).toEqual([
      { file: "./files/inter-latin-wght-normal.woff2", unicodeRange: "U+0000-00FF,U+0131,U+2000-206F" },
      { file: "./files/inter-greek-wght-normal.woff2", unicodeRange: "U+0000-00FF,U+0131,U+2000-206F" },
    ]);
  });

  it("skips a face without a woff2 file or a unicode-range, which it could not subset", () => {
    expect(fontFaces(FACE.replace(".woff2", ".woff"))).toEqual([]);
    expect(fontFaces(FACE.replace(/unicode-range[^;]*;/, ""))).toEqual([]);
  });

  it("expands a unicode-range to its characters, wildcards included", () => {
    expect(charactersIn("U+0041-0043,U+20AC")).toBe("ABC€");
    expect(charactersIn("U+00??")).toHaveLength(256);
    expect(() => charactersIn("U+0041,latin")).toThrow(/"latin" is not a unicode-range part/);
  });

  it("points each face at its subset and declares the weights the subset keeps", () => {
    const css = rewriteStylesheet(FACE, (file) => `../../.cache/font-subset/${path.basename(file)}`);
    expect(css).toContain("font-weight: 400 700;");
    expect(css).toContain("src: url(../../.cache/font-subset/inter-latin-wght-normal.woff2) format('woff2-variations');");
    expect(css).not.toContain("100 900");
  });
});

describe("subsetFace", () => {
  it("makes Inter's Latin file a smaller woff2", async () => {
    const original = await readFile(
      path.join(projectRoot, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
    );
    const subset = await subsetFace(original, "U+0000-00FF,U+0131,U+0152-0153,U+2000-206F,U+20AC,U+2122");
    expect(subset.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(subset.length).toBeLessThan(original.length * 0.7);
  });
});

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

/** The weights the stylesheets ask for (400 body, 500 headings and links, 600 the brand, 700 bold). */
const WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The OpenType features a browser applies to Latin, Greek and Cyrillic text unasked, and the one our CSS asks for
 * (`tnum`, `font-variant-numeric: tabular-nums`). The fonts' stylistic sets and character variants go: nothing asks
 * for them.
 */
const FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rvrn", "tnum"];

/** One `@font-face` of a Fontsource stylesheet: its file (relative to the stylesheet) and the characters it covers. */
export interface FontFace {
  file: string;
  unicodeRange: string;
}

const FACE_BLOCK = /@font-face\s*{[^}]*}/g;
const WOFF2_URL = /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/;

/** The faces in a Fontsource stylesheet that name a woff2 file and a unicode-range. */
export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(FACE_BLOCK)].flatMap(([block]) => {
    const file = WOFF2_URL.exec(block)?.[1];
    const unicodeRange = /unicode-range:\s*([^;}]+)/.exec(block)?.[1]?.trim();
    return file && unicodeRange ? [{ file, unicodeRange }] : [];
  });
}

/** Every character a unicode-range (`U+0000-00FF,U+0131,U+2000-206F`) names, as one string. */
export function charactersIn(unicodeRange: string): string {
  let text = "";
  for (const part of unicodeRange.split(",")) {
    const match = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`"${part}" is not a unicode-range part`);
    // A wildcard (U+4??) stands for the range it spans.
    const first = Number.parseInt(match[1].replace(/\?/g, "0"), 16);
    const last = Number.parseInt(match[2] ?? match[1].replace(/\?/g, "F"), 16);
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * The stylesheet with each subset face's file replaced (`replacement(file)` gives the subset's URL, or undefined for
 * a face left as it was) and its weight range narrowed to WEIGHTS, so that the browser's font matching knows what
 * the file now holds.
 */
export function rewriteStylesheet(css: string, replacement: (file: string) => string | undefined): string {
  return css.replace(FACE_BLOCK, (block) => {
    const subset = replacement(WOFF2_URL.exec(block)?.[1] ?? "");
    if (subset === undefined) return block;
    return block
      .replace(/font-weight:\s*\d+\s+\d+\s*;/, `font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`)
      .replace(WOFF2_URL, `url(${subset})`);
  });
}

/** A variable woff2 cut down to WEIGHTS, FEATURES and the characters of its unicode-range. */
export function subsetFace(font: Buffer, unicodeRange: string): Promise<Buffer> {
  return subsetFont(font, charactersIn(unicodeRange), {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
}

/**
 * Fontsource's variable fonts, subset at build time (decision 081): the whole weight axis (100–900) and every
 * stylistic alternate of Inter and Fraunces came to 85 KB for the two Latin files every page preloads, and those bytes
 * stand between a phone and its first contentful and largest paints. The subsets keep the files' names, so the
 * preloads (vite-font-preload.ts) still find them, and land in `cacheDir`, where the stylesheet now points.
 */
export function fontSubset(packages: readonly string[], cacheDir: string): Plugin {
  const stylesheet = new RegExp(
    `/node_modules/(${packages.map((name) => name.replace(/[/.]/g, "\\$&")).join("|")})/index\\.css$`,
  );
  return {
    name: "font-subset",
    enforce: "pre",
    async transform(css, id) {
      const file = id.split("?")[0] ?? id;
      if (!stylesheet.test(file)) return undefined;
      const directory = path.dirname(file);
      await mkdir(cacheDir, { recursive: true });
      const written = new Map<string, string>();
      for (const face of fontFaces(css)) {
        const source = path.resolve(directory, face.file);
        const target = path.join(cacheDir, path.basename(face.file));
        await writeFile(target, await subsetFace(await readFile(source), face.unicodeRange));
        written.set(face.file, path.relative(directory, target).split(path.sep).join("/"));
      }
      return { code: rewriteStylesheet(css, (file) => written.get(file)), map: null };
    },
  };
}

import type { HtmlTagDescriptor, Plugin } from "vite";

/** The emitted files among `fileNames` whose names start with one of `prefixes` and end in .woff2. */
export function fontFiles(fileNames: Iterable<string>, prefixes: readonly string[]): string[] {
  const base = (fileName: string) => fileName.slice(fileName.lastIndexOf("/") + 1);
  return [...fileNames].filter(
    (fileName) => fileName.endsWith(".woff2") && prefixes.some((prefix) => base(fileName).startsWith(`${prefix}-`)),
  );
}

/**
 * Preloads the named font files from index.html, so the fonts arrive with the script rather
 * than after the first render: text is laid out once, in its own face, and does not jump.
 * Prefixes name a file before its content hash, e.g. "inter-latin-wght-normal".
 */
export function fontPreload(prefixes: readonly string[]): Plugin {
  return {
    name: "font-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const files = fontFiles(Object.keys(context.bundle ?? {}), prefixes);
        const missing = prefixes.filter((prefix) => fontFiles(files, [prefix]).length === 0);
        if (missing.length > 0) throw new Error(`No font file was emitted for ${missing.join(", ")}: check fontPreload's names`);
        return files.map(
          (file): HtmlTagDescriptor => ({
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${file}`, crossorigin: true },
            injectTo: "head",
          }),
        );
      },
    },
  };
}

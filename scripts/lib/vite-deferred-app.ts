import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { transform } from "esbuild";
import type { Plugin } from "vite";

/** The attribute of boot's script tag that names the app's entry file. */
export const APP_ATTRIBUTE = "data-app";
/** Where boot's file goes, before its content hash. */
export const BOOT_FILE_PREFIX = "assets/boot-";

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The app's script tag in the built index.html becomes boot's (`bootModule`, a module with no imports), which
 * names the app in `data-app` and imports it once the page has loaded and painted (decision 073). Boot is compiled
 * on its own, outside the app's chunk graph, so nothing of the app is fetched before it asks. The development
 * server is left alone: it loads the app at once.
 */
export function deferredApp(bootModule: string): Plugin {
  let boot: { fileName: string; code: string } | undefined;
  return {
    name: "deferred-app",
    apply: "build",
    async buildStart() {
      const source = await readFile(bootModule, "utf8");
      if (/^\s*import\s/m.test(source)) throw new Error(`deferred-app: ${bootModule} must import nothing statically`);
      const { code } = await transform(source, { loader: "ts", format: "esm", target: "es2020", minify: true });
      boot = { fileName: `${BOOT_FILE_PREFIX}${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`, code };
    },
    generateBundle() {
      if (!boot) throw new Error("deferred-app: boot was not compiled");
      this.emitFile({ type: "asset", fileName: boot.fileName, source: boot.code });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const app = context.chunk?.fileName;
        if (!app || !boot) throw new Error("deferred-app: no app entry, or boot was not compiled");
        const tag = new RegExp(`<script type="module" crossorigin src="/${escapeRegExp(app)}"></script>`);
        if (!tag.test(html)) throw new Error(`deferred-app: index.html has no script tag for ${app}`);
        return html.replace(
          tag,
          `<script type="module" crossorigin src="/${boot.fileName}" ${APP_ATTRIBUTE}="/${app}"></script>`,
        );
      },
    },
  };
}

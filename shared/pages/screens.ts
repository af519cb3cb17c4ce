import type { PageLanguage } from "../languages/languages";
import type { Words } from "../languages/words/en";
import type { PageData } from "./view";

/**
 * The app's screens drawn where the server answers (web/src/server/render.tsx, built into pb_hooks/lib/screens/;
 * decision 061): the page at `href` from the page's inline data, with the server's rich-text sanitiser, in the
 * page's language and words. The one
 * contract between the hook that calls it and the bundle that provides it.
 */
export type RenderScreen = (
  href: string,
  queries: NonNullable<PageData["queries"]>,
  sanitize: (html: string) => string,
  language: PageLanguage,
  words: Words,
) => Promise<string>;

/** Where the screens bundle is, under the hooks' directory. */
export const SCREENS_MODULE = "lib/screens/render.js";

/**
 * Stands in, in the app's build, for @tanstack/router-core's scroll restoration (scripts/lib/vite-left-out.ts), which
 * the router sets up whether or not it is on: scrolling belongs to the page transition (motion/page-transition.tsx) and
 * its positions to motion/scroll-memory.ts. The router's own module tracked every scroll event and wrote its positions
 * to sessionStorage on leaving, for nothing; about 0.8 KB of a phone's first script (issue 34's budget).
 *
 * What is kept is what the browser must be told: within the app, the transition places the page, not the browser
 * (`manual`); a document being left hands its entry back to the browser (`auto`), so a full load of it later lands
 * where the reader was, and one restored from the back-forward cache takes it again.
 */
export function setupScrollRestoration(): void {
  history.scrollRestoration = "manual";
  addEventListener("pagehide", () => {
    history.scrollRestoration = "auto";
  });
  addEventListener("pageshow", (event) => {
    if (event.persisted) history.scrollRestoration = "manual";
  });
}

const LEFT_OUT =
  "The router's scroll restoration is left out of the app's build (scripts/lib/vite-left-out.ts); take the stand-in out to use it.";

const leftOut = (): never => {
  throw new Error(LEFT_OUT);
};

/** What router-core's index re-exports from the module; nothing of the app's calls them. */
export const defaultGetScrollRestorationKey = leftOut;
export const getElementScrollRestorationEntry = leftOut;
export const storageKey = "";

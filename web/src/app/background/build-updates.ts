import type { AnyRouter } from "@tanstack/react-router";

/** How often an open page asks whether a newer build was deployed (and when it comes back into view after longer). */
const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Checks the deployed build's id periodically (`<html data-build>` names the page's own once it watches). The check
 * itself (build-check.ts) loads with the first one, an hour after load: a phone fetches no code for it before then
 * (issue 25's budget). When a newer build is found it fires UPDATE_EVENT, marks `<html data-build-outdated>`, and
 * makes the next navigation to another page a full page load, so the visitor gets the new build without losing their
 * place (the old build's code chunks may already be gone from the server).
 */
export function watchForNewBuild(router: AnyRouter): void {
  const current = __BUILD_ID__;
  if (current === "dev") return;
  // The build this page runs, for whoever looks (an operator, a test): the watch has started.
  document.documentElement.dataset.build = current;
  let lastCheck = Date.now();

  const check = () => {
    lastCheck = Date.now();
    import("./build-check")
      .then(({ checkBuild }) => checkBuild(router, current))
      .catch((error: unknown) => console.warn("Could not check for a new version of the site", error));
  };

  setInterval(check, BUILD_CHECK_INTERVAL_MS);
  // Timers sleep in background tabs: a page that comes back after a long time checks at once.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && Date.now() - lastCheck >= BUILD_CHECK_INTERVAL_MS) check();
  });
}

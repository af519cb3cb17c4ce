import type { AnyRouter } from "@tanstack/react-router";

/** A page whose code failed to load is reloaded at most once per this many ms. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

type Store = Pick<Storage, "getItem" | "setItem">;

/**
 * Whether a page whose code failed to load may be reloaded now: at most once per
 * path within CHUNK_RELOAD_WINDOW_MS, remembered across the reload in `store`.
 * Records the reload when it says yes. Without a usable store it never reloads,
 * since it could not tell a second failure from the first.
 */
export function mayReload(store: Store | undefined, path: string, now: number): boolean {
  try {
    if (!store) return false;
    const key = `chunk-reload:${path}`;
    const last = Number(store.getItem(key) ?? Number.NEGATIVE_INFINITY);
    if (now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    store.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStore(): Store | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

let codeFailed = false;

/**
 * Whether code a page needed failed to load (after the one reload allowed): a page whose route then errors keeps what
 * the server drew (main.tsx), where an error of the page itself (a bad address, a broken middleware) shows its error page.
 */
export const codeFailedToLoad = (): boolean => codeFailed;

/**
 * After a deploy, the code chunks of the build a visitor is running are gone from the
 * server. When one fails to load while a page is loading, a full load of that page
 * fetches the new build. A failure while merely preloading (a hovered link) is left
 * alone: the visitor is still reading the page they are on.
 * The policy is ours alone: the event is cancelled, so the router's own
 * once-per-session reload never adds a second one; the page then shows its error.
 */
export function reloadOnChunkError(router: AnyRouter): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (!router.state.isLoading) return;
    codeFailed = true;
    event.preventDefault();
    const path = window.location.pathname;
    if (mayReload(sessionStore(), path, Date.now())) {
      console.warn(`The code for ${path} failed to load; reloading the page to fetch the current version.`);
      window.location.reload();
    } else {
      console.error(`The code for ${path} failed to load again after a reload; showing the error page.`);
    }
  });
}

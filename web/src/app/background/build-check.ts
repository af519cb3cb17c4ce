import type { AnyRouter } from "@tanstack/react-router";

/** Fired on window once a newer build is found: `detail.id` is its id. */
const UPDATE_EVENT = "site:update-available";

/**
 * Reads the answer to GET /builds/latest.json: the deployed build's id, or undefined
 * when there is none to read (404 or 403 are tolerated: a host may not serve it).
 * Anything else is an error, with a message an operator can act on.
 */
export function latestBuildId(status: number, body: unknown): string | undefined {
  if (status === 404 || status === 403) return undefined;
  if (status < 200 || status > 299) throw new Error(`Checking for a new version failed: /builds/latest.json answered ${status}`);
  const id = (body as { id?: unknown } | null)?.id;
  if (typeof id !== "string" || id === "") throw new Error("Checking for a new version failed: /builds/latest.json has no id");
  return id;
}

async function fetchLatestBuildId(): Promise<string | undefined> {
  const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: "no-store" });
  const body = response.ok ? await response.json().catch(() => null) : null;
  return latestBuildId(response.status, body);
}

let outdated = false;

/**
 * One check for a newer build than `current` (build-updates.ts runs it hourly): once one is found, UPDATE_EVENT,
 * `<html data-build-outdated>`, and the next navigation to another page made a full page load.
 */
export async function checkBuild(router: AnyRouter, current: string): Promise<void> {
  try {
    const latest = await fetchLatestBuildId();
    if (outdated || !latest || latest === current) return;
    outdated = true;
    document.documentElement.dataset.buildOutdated = "true";
    console.info(`A new version of the site (${latest}) is deployed; the next page loads it.`);
    window.dispatchEvent(new CustomEvent(UPDATE_EVENT, { detail: { id: latest } }));
    // Replace the history entry the router adds for the new address with a full load of it.
    // The router writes that entry a moment later (its history batches writes): wait for it,
    // or the load would replace the page the visitor came from and Back would skip it.
    router.subscribe("onBeforeNavigate", ({ toLocation, pathChanged }) => {
      if (pathChanged) setTimeout(() => window.location.replace(toLocation.href));
    });
  } catch (error) {
    // A visitor who is offline is no fault of the site's: only the server's answers are errors.
    if (error instanceof TypeError) console.warn("Could not check for a new version of the site", error);
    else console.error(error);
  }
}

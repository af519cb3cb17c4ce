/**
 * How the built web app in pb_public is served. Vite gives every file under
 * /assets/ a content hash, so those may be cached for a year; everything else
 * (index.html above all) must be revalidated so a new build shows at once.
 */
export const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

export interface StaticDecision {
  /** Answer with index.html when no file matches, so the app's router can take the path. */
  indexFallback: boolean;
  cacheControl: string;
}

/**
 * A path under /api/ that reached the static route names no API endpoint;
 * it deserves a JSON 404, not the app's HTML.
 */
export function isUnknownApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

export function staticDecision(path: string): StaticDecision {
  if (path.startsWith("/assets/")) return { indexFallback: false, cacheControl: HASHED_ASSET_CACHE };
  // A missing file with an extension (a stale chunk, /favicon.ico) is a 404, never the app.
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return { indexFallback: !lastSegment.includes("."), cacheControl: REVALIDATE };
}

import { pageOfPayload } from "../../../../shared/pages/payload";
import { staticDecision } from "./static-files";

/**
 * Which built files have compressed twins, and which twin a request may have.
 * The build (scripts/lib/precompress.ts) writes the twins; the static route serves them.
 */

/** Text formats worth compressing, with the type a twin is sent as. Images and fonts are compressed already. */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".xml": "text/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

export type Encoding = "br" | "gzip";
/** In order of preference: brotli is smaller, gzip is understood everywhere. */
export const TWIN_EXTENSIONS: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** The Content-Type of a file that may have twins, or undefined when it never has. */
export function compressibleType(path: string): string | undefined {
  return COMPRESSIBLE_TYPES[extensionOf(path)];
}

function weights(acceptEncoding: string | undefined): (coding: Encoding) => number {
  const named = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    named.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  return (coding) => named.get(coding) ?? (coding === "gzip" ? named.get("x-gzip") : undefined) ?? named.get("*") ?? 0;
}

/**
 * The encoding to answer with, from an Accept-Encoding header (RFC 9110 §12.5.3):
 * a coding is acceptable when its q (or `*`'s, when it is not named) is above 0;
 * the higher q wins, and brotli wins a tie. Null means send the file as it is.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const weightOf = weights(acceptEncoding);
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}

/**
 * Whether a path's responses are gzipped on the fly, as they change with content: the API's
 * JSON and the pages. Never the realtime stream (compression would buffer its events), files
 * (images are compressed already), backups (zip archives), built files (sent as their
 * build-time twins) or the admin.
 */
export function gzipsOnTheFly(path: string): boolean {
  // The admin (/_/) sends its own files.
  if (!path.startsWith("/api/"))
    return (!path.startsWith("/_/") && path !== "/_" && staticDecision(path).indexFallback) || pageOfPayload(path) !== undefined;
  return !["/api/realtime", "/api/files/", "/api/backups"].some((prefix) => path.startsWith(prefix));
}

/** Whether a client takes gzip; PocketBase's middleware, finding the word "gzip" anywhere, ignores q=0. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return weights(acceptEncoding)("gzip") > 0;
}

/** Answers to the Accept-Encoding values seen, per VM, at most MEMO_SIZE of them (a visitor can send any). */
const MEMO_SIZE = 32;
const seen = new Map<string, { preferred: Encoding | null; gzip: boolean }>();

/** What an Accept-Encoding header takes: the twin to send a built file as, and whether a page may be gzipped. */
export function encodingsOf(acceptEncoding: string): { preferred: Encoding | null; gzip: boolean } {
  let known = seen.get(acceptEncoding);
  if (known) return known;
  known = { preferred: preferredEncoding(acceptEncoding), gzip: acceptsGzip(acceptEncoding) };
  if (seen.size >= MEMO_SIZE) seen.clear();
  if (acceptEncoding.length <= 256) seen.set(acceptEncoding, known);
  return known;
}

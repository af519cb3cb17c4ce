import { gzipSync, strToU8 } from "fflate";

/**
 * A kept page's document gzipped once, in the hooks' JS engine (PocketBase gives hooks no compressor of Go's). It
 * costs some 80 ms of CPU for a 22 KB article there, against some 0.3 ms for Go's gzip middleware per request; so a
 * page is gzipped once, when a second visitor asks for it, and sent as those bytes from then on (decision 071).
 * `document` is the page's bytes as the cache keeps them (Go bytes).
 */
export function gzipPage(document: unknown): Uint8Array {
  return gzipSync(strToU8(toString(document)), { level: 6, mtime: 0 });
}

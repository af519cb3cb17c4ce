/**
 * A drawn document as the bytes the cache keeps and sends (issue 32). PocketBase's JS engine holds a text with any
 * character beyond ASCII (every page has one: a ©, a “) as UTF-16, and hands it to Go by decoding it into a slice of
 * code points that grows as it goes: for a long article's document of 4 million characters that took 250–400 ms and
 * most of a collection of the Go heap, where the same text in pieces of 64 K characters took 3–16 ms. So the text is
 * encoded a piece at a time and the pieces joined once, in Go, by goja's Buffer (which PocketBase gives every engine).
 * The result is a Uint8Array, which e.blob, toString and the cache take as the bytes they are, without a copy.
 */

/** What this reads of goja's Buffer (Node's has the same). */
interface Bytes {
  from(text: string): Uint8Array;
  concat(list: readonly Uint8Array[]): Uint8Array;
}
const bytes = (globalThis as unknown as { Buffer: Bytes }).Buffer;

/** Characters per piece: small enough that its decoding never grows a large slice. */
export const PIECE_CHARACTERS = 65_536;

/** A UTF-16 unit that begins a pair (an emoji's first half): a piece never ends on one. */
const beginsPair = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The document's UTF-8 bytes. */
export function documentBytes(html: string): Uint8Array {
  if (html.length <= PIECE_CHARACTERS) return bytes.from(html);
  const pieces: Uint8Array[] = [];
  let from = 0;
  while (from < html.length) {
    let to = Math.min(from + PIECE_CHARACTERS, html.length);
    if (to < html.length && beginsPair(html.charCodeAt(to - 1))) to--;
    pieces.push(bytes.from(html.slice(from, to)));
    from = to;
  }
  return bytes.concat(pieces);
}

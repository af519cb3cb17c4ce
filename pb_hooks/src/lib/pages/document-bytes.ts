/**
 * A drawn document as the bytes the cache keeps and sends (issue 32). PocketBase's JS engine holds a text with any
 * character beyond ASCII (every page has one: a ©, a “) as UTF-16, and hands it to Go by decoding it into a slice of
 * code points that grows as it goes: for a long article's document of 4 million characters that took 250–400 ms and
 * most of a collection of the Go heap, where the same text in pieces of 64 K characters took 3–16 ms. So the document's
 * parts (render.ts) are encoded a piece at a time and joined once, as bytes, in Go, by goja's Buffer (which PocketBase
 * gives every engine): no text of the whole document is ever made.
 * The result is a Uint8Array, which e.blob, toString and the cache take as the bytes they are, without a copy.
 */

/** What this reads of goja's Buffer (Node's has the same). */
interface Bytes {
  from(text: string): Uint8Array;
  concat(list: readonly Uint8Array[]): Uint8Array;
}
const bytes = (globalThis as unknown as { Buffer: Bytes }).Buffer;

/** How many bytes a kept body holds (a Uint8Array, or the []byte PocketBase hands back); 0 for none. */
export const byteLengthOf = (body: unknown) => Number((body as { length?: number } | null)?.length ?? 0);

/** Characters per piece: small enough that its decoding never grows a large slice. */
export const PIECE_CHARACTERS = 65_536;

/** A UTF-16 unit that begins a pair (an emoji's first half): a piece never ends on one. */
const beginsPair = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The UTF-8 bytes of the document's parts, in order. */
export function documentBytes(parts: readonly string[]): Uint8Array {
  const pieces: Uint8Array[] = [];
  for (const part of parts) {
    if (part.length <= PIECE_CHARACTERS) {
      if (part !== "") pieces.push(bytes.from(part));
      continue;
    }
    let from = 0;
    while (from < part.length) {
      let to = Math.min(from + PIECE_CHARACTERS, part.length);
      if (to < part.length && beginsPair(part.charCodeAt(to - 1))) to--;
      pieces.push(bytes.from(part.slice(from, to)));
      from = to;
    }
  }
  return pieces.length === 1 ? (pieces[0] as Uint8Array) : bytes.concat(pieces);
}

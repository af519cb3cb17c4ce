import type { MarkedText as Pieces } from "../../../../shared/search/results";

/** Text with its matched words in `<mark>`: pieces are text, never markup. */
export function MarkedText({ pieces }: { pieces: Pieces }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed text's parts, in order
  return pieces.map((piece, i) => (i % 2 ? <mark key={i}>{piece}</mark> : piece));
}

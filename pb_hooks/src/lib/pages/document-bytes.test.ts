import { strFromU8, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { documentBytes, PIECE_CHARACTERS } from "./document-bytes";

/** The bytes as UTF-8 reads them back, and whether they are the text's own. */
const readBack = (text: string, parts: readonly string[] = [text]) => {
  const bytes = documentBytes(parts);
  return { text: strFromU8(bytes), sameBytes: bytes.length === strToU8(text).length };
};

describe("a document's bytes, encoded a piece at a time", () => {
  it("are the document's UTF-8, for a short one and for one of many pieces", () => {
    const short = "<p>© 2026 “Studio”</p>";
    expect(readBack(short)).toEqual({ text: short, sameBytes: true });
    const long = `<p>${"é words and a ✓ ".repeat(20_000)}</p>`;
    expect(long.length).toBeGreaterThan(4 * PIECE_CHARACTERS);
    expect(readBack(long)).toEqual({ text: long, sameBytes: true });
  });

  it("are its parts' bytes in order, an empty part or none included", () => {
    expect(readBack("<p>© a</p>b", ["<p>", "", "© a", "</p>", "b"])).toEqual({ text: "<p>© a</p>b", sameBytes: true });
    expect(readBack("", [])).toEqual({ text: "", sameBytes: true });
  });

  it("never split a character of two halves (an emoji) between two pieces", () => {
    // The emoji's first half is the last unit of a piece, wherever the pieces fall.
    for (const before of [PIECE_CHARACTERS - 1, 2 * PIECE_CHARACTERS - 1]) {
      const text = `${"a".repeat(before)}😀${"b".repeat(PIECE_CHARACTERS)}`;
      expect(readBack(text)).toEqual({ text, sameBytes: true });
    }
  });
});

import { describe, expect, it } from "vitest";
import { typedPhrases } from "./typed-phrases";

describe("typedPhrases", () => {
  it("takes one phrase a line, trimmed, without blank lines", () => {
    expect(typedPhrases(" brands people remember \n\nproducts people enjoy\n")).toEqual({
      phrases: ["brands people remember", "products people enjoy"],
      label: "brands people remember, products people enjoy",
      longest: "brands people remember",
      first: "brands people remember",
    });
  });

  it("keeps the first of two equally long phrases as the room", () => {
    expect(typedPhrases("abc\nxyz").longest).toBe("abc");
  });

  it("falls back when an editor left the phrases empty", () => {
    expect(typedPhrases(" \n ", "things people love").phrases).toEqual(["things people love"]);
    expect(typedPhrases("").phrases).toEqual([]);
  });
});

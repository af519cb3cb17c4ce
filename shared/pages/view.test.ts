import { describe, expect, it } from "vitest";
import { scriptSafeJson } from "./view";

describe("the page's inline data", () => {
  it("holds nothing a <script> element ends or a parser breaks at, and parses back to the same value", () => {
    const value = { body: "<p>a</p></script><!-- & > \u2028 \u2029 x", list: ["<", ">>", "&&"], plain: "words" };
    const json = scriptSafeJson(value);
    for (const character of ["<", ">", "&", "\u2028", "\u2029"]) expect(json).not.toContain(character);
    expect(JSON.parse(json)).toEqual(value);
    expect(scriptSafeJson({ plain: "words" })).toBe('{"plain":"words"}');
  });
});

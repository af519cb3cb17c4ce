import { describe, expect, it } from "vitest";
import { SLUG_MAX, slugify, slugProblem } from "./slug";

describe("slugify", () => {
  it.each([
    ["Café Noir — Été", "cafe-noir-ete"],
    ["Hello, World!", "hello-world"],
    ["  Leading and trailing  ", "leading-and-trailing"],
    ["Straße & Søn", "strasse-and-son"],
    ["Łódź Œuvre", "lodz-oeuvre"],
    ["L’Atelier d'Été", "latelier-dete"],
    ["2024: A Year in Review", "2024-a-year-in-review"],
    ["東京", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("cuts a long title at a word boundary within the limit", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith("word")).toBe(true);
  });
});

describe("slugProblem", () => {
  it.each(["cafe-noir-ete", "a", "2024-review"])("accepts %s", (slug) => {
    expect(slugProblem(slug)).toBeUndefined();
  });

  it.each([
    ["Cafe-Noir", /lowercase/],
    ["cafe--noir", /single hyphens/],
    ["-cafe", /no hyphen at either end/],
    ["café", /lowercase letters, digits/],
    ["cafe noir", /lowercase letters, digits/],
    ["", /empty/],
    ["a".repeat(101), /keep it to 100/],
  ])("refuses %j", (slug, message) => {
    expect(slugProblem(slug)).toMatch(message);
  });
});

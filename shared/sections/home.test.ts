import { describe, expect, it } from "vitest";
import { en } from "../languages/words/en";
import { pt } from "../languages/words/pt";
import { HOME_KINDS, homeSections } from "./home";
import { SECTION_KINDS } from "./kinds";

const site = { site_name: "Meridian", tagline: "An independent studio.", hero_words: "brands\nproducts" };

describe("the home composition", () => {
  it("names the kinds the JS budget counts for /, in its order", () => {
    expect(homeSections(en, site, 3).map((section) => section.kind)).toEqual(HOME_KINDS);
  });

  it("fills only fields its kinds read, and every field they require", () => {
    for (const section of homeSections(pt, site, 3)) {
      const kind = SECTION_KINDS[section.kind];
      for (const field of Object.keys(section).filter((key) => key !== "kind"))
        expect(kind.uses as readonly string[], `${section.kind}.${field}`).toContain(field);
      for (const field of kind.required) expect(section[field], `${section.kind}.${field}`).toBeTruthy();
    }
  });

  it("types the site's phrases, or the language's fallback when it has none, and counts the studios", () => {
    const [hero, , , , offices] = homeSections(en, { ...site, hero_words: " " }, 3);
    expect(hero).toMatchObject({ heading: "We make", phrases: "things people love", eyebrow: "Meridian", link_url: "/work" });
    expect(offices?.heading).toBe("Studios in 3 time zones");
    expect(homeSections(pt, site, 2)[0]).toMatchObject({ heading: "Fazemos", phrases: "brands\nproducts", lead: site.tagline });
  });
});

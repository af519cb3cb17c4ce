import type { Words } from "../../../../shared/languages/words/en";
import type { Section } from "../../../../shared/schema/records";
import { type HomeSite, homeSections } from "../../../../shared/sections/home";

/** A section with nothing filled in: what a record of the sections collection holds before an editor writes in it. */
const BLANK: Omit<Section, "id" | "kind"> = {
  collectionId: "",
  collectionName: "sections",
  eyebrow: "",
  heading: "",
  lead: "",
  phrases: "",
  body: "",
  image: "",
  image_alt: "",
  caption: "",
  width: "",
  gallery: [],
  gallery_alt: "",
  words: "",
  person: "",
  role: "",
  link_label: "",
  link_url: "",
  link2_label: "",
  link2_url: "",
  figures: "",
  questions: "",
  service: "",
  tag: "",
  count: 0,
  video_url: "",
  image_sizes: {},
  created: "",
  updated: "",
};

/**
 * The home page while no editor's page has the address home (deleted, or taken down): the composition every site's
 * home page started from (shared/sections/home.ts), drawn by the same sections, so `/` is never empty.
 */
export const builtInHome = (words: Words, site: HomeSite, offices: number): Section[] =>
  homeSections(words, site, offices).map((section, index) => ({ ...BLANK, ...section, id: `home-${index + 1}` }) as Section);

import { GALLERY_SIZE, newsCover, projectCover, projectGallery } from "./images";
import { ARTICLES } from "./news";
import type { DemoImage, MOTIFS, PaletteName } from "./palettes";
import { PROJECTS } from "./projects";

/**
 * Alt text for the demo agency's pictures (issue 22, item 15). They are abstract artworks drawn at build time from a
 * palette and a motif (scripts/lib/demo-images.ts), so each says what it shows: its shapes and its colours.
 */
const MOTIF: Record<(typeof MOTIFS)[number], string> = {
  orbs: "soft overlapping circles",
  bands: "broad diagonal bands",
  rings: "concentric rings",
  halftone: "a halftone dot pattern",
  blocks: "stacked rectangular blocks",
};

const COLOURS: Record<PaletteName, string> = {
  ember: "deep navy, coral and cream",
  forest: "pine green, sage and terracotta",
  harbour: "harbour blue, sky blue and mustard",
  clay: "espresso brown, terracotta and sand",
  plum: "plum, mauve and pale pink",
  citrus: "black, orange and lemon",
  lagoon: "teal, sea green and tangerine",
  graphite: "charcoal, grey and stone",
};

const describe = (image: DemoImage | undefined, what: string) =>
  image ? `${what}: an abstract artwork of ${MOTIF[image.motif]} in ${COLOURS[image.palette]}.` : "";

/** A demo project's cover and gallery alt text, by its title; a demo article's cover alt text, by its title. */
export function demoAltTexts(images: readonly DemoImage[]): Map<string, { cover: string; gallery?: string }> {
  const byFile = new Map(images.map((image) => [image.file, image]));
  const alts = new Map<string, { cover: string; gallery?: string }>();
  for (const project of PROJECTS) {
    alts.set(`projects:${project.title}`, {
      cover: describe(byFile.get(projectCover(project.title)), `Cover for ${project.title}`),
      gallery: Array.from({ length: GALLERY_SIZE }, (_, n) =>
        describe(byFile.get(projectGallery(project.title, n)), `${project.title}, detail ${n + 1}`),
      ).join("\n"),
    });
  }
  ARTICLES.forEach((article, i) => {
    alts.set(`news:${article.title}`, { cover: describe(byFile.get(newsCover(i)), "Illustration") });
  });
  return alts;
}

import { slugify } from "../../../shared/content/slug";
import { ARTICLES } from "./news";
import { type DemoImage, MOTIFS, PALETTES, type PaletteName } from "./palettes";
import { PROJECTS } from "./projects";

export const GALLERY_SIZE = 3;
const NEWS_COVERS = 12;
const palettes = Object.keys(PALETTES) as PaletteName[];

const image = (file: string, width: number, height: number, palette: PaletteName, index: number): DemoImage => ({
  file,
  width,
  height,
  palette,
  motif: MOTIFS[index % MOTIFS.length] ?? "orbs",
  seed: 1000 + index * 97,
});

export const projectCover = (title: string) => `project-${slugify(title)}.jpg`;
export const projectGallery = (title: string, n: number) => `project-${slugify(title)}-${n + 1}.jpg`;
export const newsCover = (index: number) => `news-${(index % NEWS_COVERS) + 1}.jpg`;
export const officeImage = (index: number) => `office-${index + 1}.jpg`;
export const SEO_IMAGE = "site-card.jpg";

/** Every picture the demo uses: what the build draws and what the demo migration attaches. */
export const DEMO_IMAGES: DemoImage[] = [
  ...PROJECTS.flatMap((project, p) => [
    image(projectCover(project.title), 1600, 1000, project.palette, p * 5),
    ...Array.from({ length: GALLERY_SIZE }, (_, n) =>
      image(projectGallery(project.title, n), 1600, 1000, project.palette, p * 5 + n + 1),
    ),
  ]),
  ...Array.from({ length: Math.min(NEWS_COVERS, ARTICLES.length) }, (_, n) =>
    image(newsCover(n), 1200, 750, palettes[n % palettes.length] ?? "graphite", n * 3 + 2),
  ),
  ...[0, 1, 2].map((n) => image(officeImage(n), 1200, 800, (["clay", "harbour", "plum"] as const)[n] ?? "clay", n * 2 + 1)),
  image(SEO_IMAGE, 1200, 630, "ember", 4),
];

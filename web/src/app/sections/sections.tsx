import type { ReactElement } from "react";
import type { Section } from "../../../../shared/schema/records";
import { SECTION_KIND_NAMES, type SectionKindName } from "../../../../shared/sections/kinds";
import "./sections.css";

type Draw = (props: { section: Section; title: string }) => ReactElement | null;

/**
 * Each kind's component (shared/sections/kinds.ts), in a module of its own that a page asks for only when it has a
 * section of that kind (issue 33: the JS a page fetches grows with the kinds it shows, not with every kind there is).
 * A kind without one fails to type-check here.
 */
const KIND_MODULES: Record<SectionKindName, () => Promise<Draw>> = {
  hero: () => import("./hero-section").then((m) => m.HeroSection),
  text: () => import("./text-section").then((m) => m.TextSection),
  picture: () => import("./picture-section").then((m) => m.PictureSection),
  gallery: () => import("./gallery-section").then((m) => m.GallerySection),
  quote: () => import("./quote-section").then((m) => m.QuoteSection),
  call: () => import("./call-section").then((m) => m.CallSection),
  figures: () => import("./figures-section").then((m) => m.FiguresSection),
  questions: () => import("./questions-section").then((m) => m.QuestionsSection),
  projects: () => import("./list-sections").then((m) => m.ProjectsSection),
  articles: () => import("./list-sections").then((m) => m.ArticlesSection),
  services: () => import("./list-sections").then((m) => m.ServicesSection),
  offices: () => import("./list-sections").then((m) => m.OfficesSection),
  contact: () => import("./media-sections").then((m) => m.ContactSection),
  video: () => import("./media-sections").then((m) => m.VideoSection),
};

const loaded = new Map<string, Draw>();
const known = new Set<string>(SECTION_KIND_NAMES);

/**
 * Loads the components of the kinds a page shows, before its first render (the page's loader calls it, on the server
 * as in the browser), so that no section renders a loading state over what the server drew.
 */
export async function loadSectionKinds(sections: readonly Pick<Section, "kind">[]): Promise<void> {
  const wanted = [...new Set(sections.map((section) => section.kind))].filter((kind) => known.has(kind) && !loaded.has(kind));
  await Promise.all(
    wanted.map(async (kind) => {
      loaded.set(kind, await KIND_MODULES[kind as SectionKindName]());
    }),
  );
}

/**
 * A page's sections in their order. A page whose first section is no hero has its title as its top heading; a kind
 * this build does not know (a newer admin's) is left out rather than failing the page.
 */
export function Sections({ sections, title }: { sections: readonly Section[]; title: string }) {
  const first = sections[0]?.kind;
  return (
    <>
      {first !== "hero" && (
        <header className="container page-head">
          <h1>{title}</h1>
        </header>
      )}
      {sections.map((section) => {
        const Draw = loaded.get(section.kind);
        return Draw ? <Draw key={section.id} section={section} title={title} /> : null;
      })}
    </>
  );
}

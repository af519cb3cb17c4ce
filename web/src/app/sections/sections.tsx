import type { ReactElement } from "react";
import type { Section } from "../../../../shared/schema/records";
import type { HomeKind } from "../../../../shared/sections/home";
import { HeroSection } from "./hero-section";
import { ArticlesSection, OfficesSection, ProjectsSection, ServicesSection } from "./list-sections";
import "./sections.css";

/** What each kind's component is given: its section, its page's title, and the id its heading takes, if it has one. */
export interface SectionProps {
  section: Section;
  title: string;
  /** Its heading's id, which a link can jump to (/#latest-news) and the section is named by; none without a heading. */
  anchor?: string;
}

export type Draw = (props: SectionProps) => ReactElement | null;

/**
 * The kinds the home page's composition shows (shared/sections/home.ts HOME_KINDS), drawn from this module; every other
 * kind's component is in a module of its own (kind-modules.ts), which a page asks for only when it has a section of
 * that kind (issue 33: the JS a page fetches grows with the kinds it shows, and `/` fetches none of the others).
 */
const HOME_DRAWS: Record<HomeKind, Draw> = {
  hero: HeroSection,
  projects: ProjectsSection,
  articles: ArticlesSection,
  services: ServicesSection,
  offices: OfficesSection,
};

const loaded = new Map<string, Draw>(Object.entries(HOME_DRAWS));

/**
 * Loads the components of the kinds a page shows, before its first render (the page's loader calls it, on the server
 * as in the browser), so that no section renders a loading state over what the server drew.
 */
export async function loadSectionKinds(sections: readonly Pick<Section, "kind">[]): Promise<void> {
  const wanted = [...new Set(sections.map((section) => section.kind))].filter((kind) => !loaded.has(kind));
  if (wanted.length === 0) return;
  const KIND_MODULES = await import("./kind-modules").then((module) => module.KIND_MODULES);
  await Promise.all(
    wanted.map(async (kind) => {
      const load = KIND_MODULES[kind as keyof typeof KIND_MODULES];
      // A kind this build does not know (a newer admin's) has no component: the page leaves it out.
      if (load) loaded.set(kind, await load());
    }),
  );
}

/**
 * A page's sections in their order. A page whose first section is no hero has its title as its top heading; a kind
 * this build does not know (a newer admin's) is left out rather than failing the page.
 */
export function Sections({ sections, title }: { sections: readonly Section[]; title: string }) {
  const first = sections[0]?.kind;
  const anchors = anchorsOf(sections);
  return (
    <>
      {first !== "hero" && (
        <header className="container page-head">
          <h1>{title}</h1>
        </header>
      )}
      {sections.map((section) => {
        const Draw = loaded.get(section.kind);
        return Draw ? <Draw key={section.id} section={section} title={title} anchor={anchors.get(section)} /> : null;
      })}
    </>
  );
}

/** A heading's words as an id: lower case, accents dropped, hyphens between the letters and digits ("Café & co" → cafe-co). */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Ids the page's frame already has (web/src/app/layouts.tsx, site-header.tsx). */
const FRAME_IDS = ["main", "site-menu", "error-page"];

/**
 * Each heading's id: its words as an address ("Latest news" → latest-news), numbered when two are alike, or the
 * section's place when its words make none (section-3).
 */
function anchorsOf(sections: readonly Section[]): Map<Section, string> {
  const anchors = new Map<Section, string>();
  const taken = new Set<string>(FRAME_IDS);
  sections.forEach((section, index) => {
    if (!section.heading.trim() || section.kind === "hero") return;
    const base = anchorOf(section.heading) || `section-${index + 1}`;
    let anchor = base;
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    anchors.set(section, anchor);
  });
  return anchors;
}

import type { Words } from "../languages/words/en";
import { fill } from "../languages/words/fill";
import { HOME_NEWS } from "../pages/view";
import type { SectionField, SectionKindName } from "./kinds";

/** One section as the home composition names it: its kind and the fields it fills. */
export type HomeSection = { kind: SectionKindName } & Partial<Record<SectionField, string | number>>;

/** What the composition reads of the site's settings, in the page's language. */
export interface HomeSite {
  site_name: string;
  tagline: string;
  hero_words: string;
}

/** How many projects the home page showed: its featured ones first. */
export const HOME_PROJECTS = 4;

/**
 * The home page as the site drew it before editors composed it (a hero with the typed phrases, selected work, the
 * services, the latest news and the studios), in a language's words. The migration that gives every site its home
 * page composes it so (pb_migrations/src/1795940100_home_page.ts), and `/` draws it so while no page has the address
 * home (web/src/routes/index.tsx). The call to action is the footer's, on every page.
 */
export function homeSections(words: Words, site: HomeSite, offices: number): HomeSection[] {
  const said = words.home;
  return [
    {
      kind: "hero",
      eyebrow: site.site_name,
      heading: said.heroLead,
      phrases: site.hero_words.trim() || said.heroFallback,
      lead: site.tagline,
      link_label: said.seeWork,
      link_url: "/work",
      link2_label: said.talk,
      link2_url: "/contact",
    },
    { kind: "projects", heading: said.selectedWork, count: HOME_PROJECTS },
    { kind: "services", heading: said.whatWeDo },
    { kind: "articles", heading: said.latestNews, count: HOME_NEWS },
    { kind: "offices", heading: fill(said.studios, { count: offices }) },
  ];
}

/** The kinds the home composition uses: web/src/app/sections/sections.tsx draws them without a module of their own. */
export const HOME_KINDS = ["hero", "projects", "services", "articles", "offices"] as const satisfies readonly SectionKindName[];
export type HomeKind = (typeof HOME_KINDS)[number];

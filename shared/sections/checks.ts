import { MAX_SECTIONS, SECTION_KINDS, type SectionField, type SectionKindName } from "./kinds";
import { figuresProblem, questionsProblem } from "./parse";

/**
 * What a page's sections must be for the page to be saved, and to be published (issue 33): each refusal names the
 * section by its place and kind ("Section 3, a quote, needs its words"), so that an editor finds it among forty.
 * Run by the hooks on every save of a page and of a section a published page holds; pure, so the tests read it too.
 */

/** A section as the checks read it: its kind and the fields they look at, empty when unset. */
export type SectionValues = { kind: string } & Partial<Record<SectionField, unknown>>;

const SAID: Record<SectionField, string> = {
  eyebrow: "its line above the heading",
  heading: "its heading",
  lead: "its lead",
  phrases: "its phrases",
  body: "its text",
  image: "its picture",
  image_alt: "alt text for its picture",
  caption: "its caption",
  width: "its width",
  gallery: "its pictures",
  gallery_alt: "alt text for its pictures",
  words: "its words",
  person: "the person's name",
  role: "the person's role",
  link_label: "its link's label",
  link_url: "its link",
  link2_label: "its second link's label",
  link2_url: "its second link",
  figures: "its figures",
  questions: "its questions",
  service: "its service",
  tag: "its tag",
  count: "how many to show",
  video_url: "its video's address",
};

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === "number" ? true : String(value ?? "").trim() !== "";

const kindOf = (section: SectionValues) => SECTION_KINDS[section.kind as SectionKindName];
/** "Section 3, a quote," */
const sectionName = (section: SectionValues, at: number) =>
  `Section ${at + 1}, ${kindOf(section)?.noun ?? `of the unknown kind "${section.kind}"`},`;

/** The heading levels a rich text uses, in order (2 for <h2>). */
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));

/** Alt text lines of a gallery, one per picture, trimmed. */
const altLines = (text: unknown) =>
  String(text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim());

/** What a page with these sections, in this order, cannot be saved with; undefined when it can. */
export function sectionsProblem(sections: readonly SectionValues[]): string | undefined {
  if (sections.length > MAX_SECTIONS)
    return `A page holds at most ${MAX_SECTIONS} sections; this one has ${sections.length}. Move some to a page of their own.`;
  for (const [at, section] of sections.entries()) {
    if (!kindOf(section)) return `${sectionName(section, at)} cannot be drawn: choose one of the kinds the list offers.`;
  }
  return undefined;
}

/** What keeps a page with these sections from being published, in a sentence; undefined when it may be. */
export function publishingProblem(sections: readonly SectionValues[]): string | undefined {
  const always = sectionsProblem(sections);
  if (always) return always;
  if (sections.length === 0) return "A page needs at least one section to be published. Add one, or keep it a draft.";
  let level = 1;
  for (const [at, section] of sections.entries()) {
    const kind = kindOf(section);
    if (!kind) continue;
    const name = sectionName(section, at);
    if (section.kind === "hero" && at > 0)
      return `${name} is a second top heading: a page has one, and only its first section may be a hero. Move it to the top, or make it a call to action.`;
    for (const field of kind.required) if (!filled(section[field])) return `${name} needs ${SAID[field]}.`;
    const problem = fieldProblem(section, name);
    if (problem) return problem;
    if (section.kind !== "hero" && filled(section.heading)) level = 2;
    if (section.kind === "text") {
      for (const found of headingLevels(String(section.body ?? ""))) {
        if (found === 1)
          return `${name} has a top heading (Heading 1) in its text: the page has its one already. Make it Heading 2.`;
        if (found > level + 1)
          return `${name} jumps from a level ${level} heading to a level ${found} one: make it level ${level + 1}, so that headings go in order.`;
        level = found;
      }
    }
  }
  return undefined;
}

function fieldProblem(section: SectionValues, name: string): string | undefined {
  if ((section.kind === "hero" || section.kind === "picture") && filled(section.image) && !filled(section.image_alt))
    return `${name} needs alt text for its picture: what it shows, for people who cannot see it.`;
  if (section.kind === "gallery") {
    const pictures = Array.isArray(section.gallery) ? section.gallery.length : 0;
    const alts = altLines(section.gallery_alt);
    for (let i = 0; i < pictures; i++)
      if (!alts[i]) return `${name} needs alt text for picture ${i + 1}: one line per picture, in their order.`;
  }
  if (section.kind === "figures") {
    const problem = figuresProblem(String(section.figures ?? ""));
    if (problem) return `${name} ${problem}`;
  }
  if (section.kind === "questions") {
    const problem = questionsProblem(String(section.questions ?? ""));
    if (problem) return `${name} ${problem}`;
  }
  for (const [label, url] of [
    ["link_label", "link_url"],
    ["link2_label", "link2_url"],
  ] as const) {
    if (!((kindOf(section)?.uses ?? []) as readonly string[]).includes(url)) continue;
    if (filled(section[url]) && !filled(section[label])) return `${name} needs ${SAID[label]}.`;
    if (filled(section[label]) && !filled(section[url])) return `${name} needs ${SAID[url]}.`;
  }
  return undefined;
}

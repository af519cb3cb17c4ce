/**
 * The kinds of section an editor composes a page from (issue 33), declared once: the sections collection's `kind`
 * values and help (shared/schema/sections.ts), the checks a published page's sections pass (./checks.ts), and the
 * app's component for each (web/src/features/sections) all derive from here; tests hold them to it.
 */

export interface SectionKind {
  /** What the admin and the server's messages call it, after "a"/"an": "a quote". */
  noun: string;
  /** The fields it reads, in the order the admin shows them; the first ones listed in `required` must be filled. */
  uses: readonly SectionField[];
  /** Fields that must be filled for its page to be published (alt text is checked by its picture). */
  required: readonly SectionField[];
}

/** Every field a section may use: the sections collection's fields besides `kind` and its timestamps. */
export type SectionField =
  | "eyebrow"
  | "heading"
  | "lead"
  | "phrases"
  | "body"
  | "image"
  | "image_alt"
  | "caption"
  | "width"
  | "gallery"
  | "gallery_alt"
  | "words"
  | "person"
  | "role"
  | "link_label"
  | "link_url"
  | "link2_label"
  | "link2_url"
  | "figures"
  | "questions"
  | "service"
  | "tag"
  | "count"
  | "video_url";

export const SECTION_KINDS = {
  hero: {
    noun: "a hero",
    uses: ["eyebrow", "heading", "phrases", "lead", "image", "image_alt", "link_label", "link_url", "link2_label", "link2_url"],
    required: ["heading"],
  },
  text: { noun: "a text", uses: ["heading", "body"], required: ["body"] },
  picture: { noun: "a picture", uses: ["image", "image_alt", "caption", "width"], required: ["image"] },
  gallery: { noun: "a gallery", uses: ["heading", "gallery", "gallery_alt"], required: ["gallery"] },
  quote: { noun: "a quote", uses: ["words", "person", "role"], required: ["words"] },
  call: { noun: "a call to action", uses: ["heading", "lead", "link_label", "link_url"], required: ["heading", "link_url"] },
  figures: { noun: "a figures section", uses: ["heading", "figures"], required: ["figures"] },
  questions: { noun: "a questions and answers section", uses: ["heading", "questions"], required: ["questions"] },
  projects: { noun: "a list of projects", uses: ["heading", "service", "count"], required: [] },
  articles: { noun: "a list of articles", uses: ["heading", "tag", "count"], required: [] },
  services: { noun: "the services", uses: ["heading"], required: [] },
  offices: { noun: "the offices", uses: ["heading"], required: [] },
  contact: { noun: "the contact form", uses: ["heading", "lead"], required: [] },
  video: { noun: "a video", uses: ["heading", "video_url", "caption"], required: ["video_url"] },
} as const satisfies Record<string, SectionKind>;

export type SectionKindName = keyof typeof SECTION_KINDS;
export const SECTION_KIND_NAMES = Object.keys(SECTION_KINDS) as SectionKindName[];

/**
 * The relation a page's answer expands to carry its sections (web/src/app/sections/page-query.ts), named for the
 * collection it holds, as an expand whose records' images' sizes come along must be (shared/images/sizes-read.ts).
 */
export const SECTIONS_EXPAND = "sections";

/** A page holds at most this many sections (the relation's maxSelect and the save's message). */
export const MAX_SECTIONS = 40;
/** Up to this many figures in a figures section. */
export const MAX_FIGURES = 6;
/** Up to this many questions in a questions and answers section. */
export const MAX_QUESTIONS = 20;
/** A list section shows 1 to this many records (3 when empty). */
export const MAX_LISTED = 12;
export const DEFAULT_LISTED = 3;
/** Up to this many pictures in a gallery. */
export const MAX_GALLERY = 12;

/** Which kinds use a field: its help in the admin says so. */
export const kindsUsing = (field: SectionField): SectionKindName[] =>
  SECTION_KIND_NAMES.filter((kind) => (SECTION_KINDS[kind].uses as readonly string[]).includes(field));

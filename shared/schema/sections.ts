import { kindsUsing, MAX_GALLERY, MAX_LISTED, SECTION_KIND_NAMES, SECTION_KINDS, type SectionField } from "../sections/kinds";
import { collection, editor, image, number, relation, select, text, timestamps, url } from "./fields";

/**
 * A page's sections (issue 33), one record each, in the order its page's `sections` relation lists them: the admin
 * adds, edits, reorders (drag) and removes them in that field, with ordinary fields and no JSON (decision 076). One
 * collection for every kind: a relation names one collection, and one list of fields with each field's help naming the
 * kinds that read it keeps the admin's form one shape. Visitors read a section only through its page (list: nobody;
 * view: by its id, which only a page visitors may read names).
 */

const NOUNS = (field: SectionField) =>
  kindsUsing(field)
    .map((kind) => SECTION_KINDS[kind].noun.replace(/^(a|an|the) /, ""))
    .join(", ");
const used = (field: SectionField, help: string) => `${help} (Used by: ${NOUNS(field)}.)`;

const SECTION_WIDTHS = ["text", "wide", "full"] as const;

export const sections = collection({
  name: "sections",
  fields: [
    select("kind", SECTION_KIND_NAMES, {
      required: true,
      presentable: true,
      help: "What this section is: each kind reads only the fields whose help names it. A hero can only come first.",
    }),
    text("eyebrow", { max: 80, help: used("eyebrow", "A short line above the heading, such as the studio's name.") }),
    text("heading", {
      max: 160,
      presentable: true,
      help: used("heading", "The section's heading; a hero's is the page's top heading."),
    }),
    text("lead", { max: 400, help: used("lead", "A sentence or two under the heading.") }),
    text("phrases", {
      max: 500,
      help: used("phrases", "Words typed one after another after the heading, one per line. Empty: none."),
    }),
    editor("body", { help: used("body", "The text. Its headings start at Heading 2.") }),
    image("image", { help: used("image", "The picture.") }),
    text("image_alt", {
      max: 300,
      help: used("image_alt", "What the picture shows, for people who cannot see it. Needed to publish the page."),
    }),
    text("caption", { max: 300, help: used("caption", "Shown under the picture or video.") }),
    select("width", SECTION_WIDTHS, {
      help: used("width", "text: as wide as the text; wide: the page's width; full: the whole screen. Wide when empty."),
    }),
    image("gallery", { maxSelect: MAX_GALLERY, help: used("gallery", `Up to ${MAX_GALLERY} pictures, in order.`) }),
    text("gallery_alt", {
      max: 5000,
      help: used("gallery_alt", "One line per picture, in their order: what each shows. Needed to publish the page."),
    }),
    text("words", { max: 600, help: used("words", "What was said, without quotation marks.") }),
    text("person", { max: 100, help: used("person", "Who said it.") }),
    text("role", { max: 100, help: used("role", "Their role and company.") }),
    text("link_label", { max: 60, help: used("link_label", "The link's words, e.g. See our work.") }),
    text("link_url", {
      max: 500,
      help: used("link_url", "Where it goes: a page of the site (/work, /about) or a whole address (https://…)."),
    }),
    text("link2_label", { max: 60, help: used("link2_label", "A second link's words.") }),
    text("link2_url", { max: 500, help: used("link2_url", "Where the second link goes.") }),
    text("figures", {
      max: 1000,
      help: used("figures", "Up to six, one per line: the number, a bar, its label. E.g. 120 | projects delivered"),
    }),
    text("questions", {
      max: 20000,
      help: used(
        "questions",
        "Each question on a line of its own, its answer on the lines below, and a blank line before the next question.",
      ),
    }),
    relation("service", "services", { help: used("service", "Only this service's projects. Empty: all of them.") }),
    text("tag", { max: 60, help: used("tag", "Only those with this tag. Empty: the latest.") }),
    number("count", {
      onlyInt: true,
      min: 1,
      max: MAX_LISTED,
      help: used("count", `How many to show, 1 to ${MAX_LISTED}; 3 when empty.`),
    }),
    url("video_url", {
      help: used("video_url", "A video page (Vimeo, YouTube…). Nothing loads from it until a visitor asks."),
    }),
    ...timestamps,
  ],
  listRule: null,
  viewRule: "",
  createRule: null,
  updateRule: null,
  deleteRule: null,
});

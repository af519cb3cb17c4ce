import { pbDate } from "../../../../shared/content/pb-date";
import { repairRichText, richTextProblem } from "../../../../shared/content/rich-text-sanitizer";
import { type Studio, scheduleNote } from "../../../../shared/content/schedule-note";
import { slugify, slugProblem } from "../../../../shared/content/slug";
import { normaliseTags } from "../../../../shared/content/tags";
import { altTextProblem } from "../../../../shared/images/alt-text";
import { publicPath } from "../../../../shared/pages/public-paths";
import { BOUNDS } from "../../../../shared/serving/bounds";
import { hasLanguage, languagePrefix } from "../languages/translations";
import { fieldError } from "./field-error";
import { checkPageSections, preparePageAddress } from "./page-sections";

const prefixed = (prefix: string, path: string | undefined) => (path === undefined ? undefined : `${prefix}${path}`);

const NOUN: Record<string, string> = { projects: "project", news: "article", services: "service", pages: "page" };

/** What a message calls one of the record's kind: "article". */
export const nounOf = (record: core.Record) => NOUN[record.collection().name] ?? "record";

/**
 * Fills an empty slug from the title (or a service's name), then checks its form
 * and that no other record of the collection has it.
 */
export function prepareSlug(app: CoreApp, record: core.Record): void {
  const collection = record.collection().name;
  const titleField = collection === "services" ? "name" : "title";
  if (collection === "pages") {
    // An editor's page: its address is its slug (issue 33), and its sections are checked with it.
    preparePageAddress(app, record);
    checkPageSections(app, record);
  } else {
    let slug = record.getString("slug").trim();
    if (slug === "") slug = slugify(record.getString(titleField));
    record.set("slug", slug);
    const problem = slugProblem(slug);
    if (problem) throw fieldError("slug", problem);
  }
  const slug = record.getString("slug");
  // One slug per language (issue 24): a translation has its own, and may share its original's.
  const language = hasLanguage(record) ? "language = {:language} && " : "";
  const [clash] = app.findRecordsByFilter(collection, `${language}slug = {:slug} && id != {:id}`, "", 1, 0, {
    slug,
    id: record.id,
    language: record.getString("language"),
  });
  if (clash) {
    throw fieldError(
      "slug",
      collection === "pages"
        ? `Another page, “${clash.getString(titleField)}”, is at /${slug} already. Choose a different address.`
        : `Another ${NOUN[collection] ?? "record"}, “${clash.getString(titleField)}”, already uses the slug “${slug}”. Choose a different one.`,
      "not_unique",
    );
  }
}

/**
 * "Published" with no publish time means now (issue 22, item 8): the rule needs a time that has passed, and a record
 * saved published without one was hidden from everyone without a word. Scheduling is a time in the future.
 */
export function publishNowWithoutTime(record: core.Record, now = Date.now()): void {
  if (!record.collection().fields.getByName("published_at")) return;
  if (record.getString("status") === "published" && record.getString("published_at").trim() === "")
    record.set("published_at", pbDate(now));
}

/** The studios' cities and time zone offsets, in the offices' order, for telling a time in each. */
export function studiosOf(app: CoreApp): Studio[] {
  return (app.findRecordsByFilter("offices", "", "sort_order,name", 20, 0) as core.Record[]).map((office) => {
    const raw = office.getString("time_zone_offsets");
    return { city: office.getString("city") || office.getString("name"), offsets: raw ? JSON.parse(raw) : null };
  });
}

/** The record's schedule in the studios' own time (shared/content/schedule-note.ts), written on every save (item 14). */
export function writeSchedule(app: CoreApp, record: core.Record, now = Date.now()): void {
  if (!record.collection().fields.getByName("schedule")) return;
  const note = scheduleNote(
    {
      status: record.getString("status"),
      published_at: record.getString("published_at"),
      unpublish_at: record.getString("unpublish_at"),
    },
    studiosOf(app),
    now,
  );
  record.set("schedule", note);
}

/** An unpublish time at or before the publish time would hide the page the moment it appears: refused. */
export function checkUnpublishTime(record: core.Record): void {
  if (!record.collection().fields.getByName("unpublish_at")) return;
  const until = record.getDateTime("unpublish_at");
  const from = record.getDateTime("published_at");
  if (until.isZero() || from.isZero() || until.unix() > from.unix()) return;
  throw fieldError(
    "unpublish_at",
    `The page would be taken down (${record.getString("unpublish_at").slice(0, 16)} UTC) before it is published (${record.getString("published_at").slice(0, 16)} UTC): pick a later time, or clear it.`,
  );
}

/** A file field's pictures in order, those uploaded with this save included (they are not stored names yet). */
function fileNames(record: core.Record, field: string): string[] {
  const stored = record.getStringSlice(field).filter((name) => name !== "");
  const uploaded = record.getUnsavedFiles(field).map((file) => file?.originalName ?? "upload");
  return [...stored, ...uploaded];
}

/** A published record needs alt text for each of its pictures (shared/images/alt-text.ts); refused with the field's message. */
export function checkAltText(record: core.Record): void {
  // Records saved before the migration that adds the field (the demo agency loads first) are filled by it.
  if (!record.collection().fields.getByName("cover_alt")) return;
  const problem = altTextProblem({
    title: record.getString("title"),
    status: record.getString("status"),
    cover: fileNames(record, "cover")[0],
    cover_alt: record.getString("cover_alt"),
    gallery: record.collection().fields.getByName("gallery") ? fileNames(record, "gallery") : [],
    gallery_alt: record.getString("gallery_alt"),
  });
  if (problem) throw fieldError(problem.field, problem.message);
}

/**
 * An editor's rich text (every editor field: a project's or an article's body) within its bound (richTextBytes):
 * refused with a message under the field when it is too long. An element it opens and never closes whose content
 * would swallow the rest of the page (a script, an svg) loses its start tag (repairRichText). Only a body the save
 * changes: a record stored before the bound can still be unpublished or edited otherwise.
 */
export function checkRichText(record: core.Record): void {
  for (const field of record.collection().fields.fieldNames()) {
    if (record.collection().fields.getByName(field)?.type() !== "editor") continue;
    const html = record.getString(field);
    if (!record.isNew() && html === record.original().getString(field)) continue;
    const problem = richTextProblem(html, BOUNDS.richTextBytes.default, (text) => toBytes(text).length);
    if (problem) throw fieldError(field, problem);
    const repaired = repairRichText(html);
    if (repaired !== html) record.set(field, repaired);
  }
}

export function tidyNews(record: core.Record): void {
  record.set("tags", normaliseTags(record.getString("tags")));
}

/**
 * When a published record's slug changes, its old address keeps working: a 301 from the old path to the new one. A
 * redirect that sat on the new path goes, since a page lives there now. Redirects that pointed at the old path now
 * point straight at the new one, whether or not the record is published: a draft renamed twice (a → b → c) leaves
 * a → c for when it is published again, and b, never public, is named nowhere. Until the page is public, none of
 * them leads anywhere (lib/redirects/lookup.ts answers not found).
 */
export function redirectOldSlug(app: CoreApp, record: core.Record): void {
  const original = record.original();
  const collection = record.collection().name;
  // In the record's language's addresses (/pt/news/…); a record whose language changed leaves no redirect.
  if (original.getString("language") !== record.getString("language")) return;
  // The home page's address is the root, whichever page holds it: a page that gives it up leaves no redirect from /.
  if (publicPath(collection, original.getString("slug")) === "/") return;
  const prefix = languagePrefix(app, record);
  const from = prefixed(prefix, publicPath(collection, original.getString("slug")));
  const to = prefixed(prefix, publicPath(collection, record.getString("slug")));
  if (!from || !to || from === to) return;
  const wasPublished = original.getString("status") === "published";

  if (wasPublished) {
    for (const squatter of app.findRecordsByFilter("redirects", "source = {:to}", "", 0, 0, { to })) {
      if (squatter) app.delete(squatter);
    }
  }
  for (const chained of app.findRecordsByFilter("redirects", "target = {:from}", "", 0, 0, { from })) {
    if (!chained) continue;
    chained.set("target", to);
    app.save(chained);
  }
  if (!wasPublished) return;
  const [existing] = app.findRecordsByFilter("redirects", "source = {:from}", "", 1, 0, { from });
  const redirect = existing ?? new Record(app.findCollectionByNameOrId("redirects"));
  redirect.set("source", from);
  redirect.set("target", to);
  redirect.set("status_code", "301");
  redirect.set("paused", false);
  redirect.set("note", `Created when the slug of “${record.getString("title")}” changed from ${original.getString("slug")}.`);
  app.save(redirect);
}

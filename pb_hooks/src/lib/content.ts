import { publicPath } from "../../../shared/public-paths";
import { slugify, slugProblem } from "../../../shared/slug";
import { normaliseTags } from "../../../shared/tags";
import { fieldError } from "./field-error";

const NOUN: Record<string, string> = { projects: "project", news: "article", services: "service" };

/**
 * Fills an empty slug from the title (or a service's name), then checks its form
 * and that no other record of the collection has it.
 */
export function prepareSlug(app: CoreApp, record: core.Record): void {
  const collection = record.collection().name;
  const titleField = collection === "services" ? "name" : "title";
  let slug = record.getString("slug").trim();
  if (slug === "") slug = slugify(record.getString(titleField));
  record.set("slug", slug);

  const problem = slugProblem(slug);
  if (problem) throw fieldError("slug", problem);
  const [clash] = app.findRecordsByFilter(collection, "slug = {:slug} && id != {:id}", "", 1, 0, { slug, id: record.id });
  if (clash) {
    throw fieldError(
      "slug",
      `Another ${NOUN[collection] ?? "record"}, “${clash.getString(titleField)}”, already uses the slug “${slug}”. Choose a different one.`,
      "not_unique",
    );
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
  const from = publicPath(collection, original.getString("slug"));
  const to = publicPath(collection, record.getString("slug"));
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

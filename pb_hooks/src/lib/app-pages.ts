import { PUBLISHED_RULE } from "../../../pb_migrations/src/schema/publishing";
import { matchPage } from "./app-routes";

/**
 * Whether a full page load of this path shows a page: a fixed page, or a record
 * visitors may see. Anything else still gets the app (which shows "Page Not Found"),
 * but with status 404, so search engines do not index a page that is not there.
 */
export function pageExists(app: CoreApp, path: string): boolean {
  const page = matchPage(path);
  if (!page) return false;
  if (page.kind === "fixed") return true;
  const [record] = app.findRecordsByFilter(page.collection, `slug = {:slug} && (${PUBLISHED_RULE})`, "", 1, 0, {
    slug: page.slug,
  });
  return Boolean(record);
}

import { splitAddress } from "../../../../shared/languages/addresses";
import { FIXED_PAGES, matchPage } from "../../../../shared/pages/match";
import { PUBLIC_PATH_PREFIX } from "../../../../shared/pages/public-paths";
import { normalisePath } from "../../../../shared/redirects/paths";
import {
  APP_MIDDLEWARES,
  chainProblem,
  checkTarget,
  isWildcard,
  middlewareNames,
  SITE_REDIRECTS,
  sourceProblem,
  unknownMiddlewares,
} from "../../../../shared/redirects/rules";
import { fieldError } from "../editors/field-error";
import { liveLanguages } from "../languages/languages";
import { recordShown } from "../pages/visitor-reads";

/** Normalises a redirect and refuses an unsafe target, a duplicate source, a loop or too long a chain, naming the field. */
export function validateRedirect(app: CoreApp, record: core.Record): void {
  const typed = record.getString("source");
  const source = normalisePath(typed);
  record.set("source", source);
  const middlewares = middlewareNames(record.getString("app_middleware"));
  record.set("app_middleware", middlewares.join(", "));
  const unknown = unknownMiddlewares(middlewares);
  if (unknown.length > 0) {
    throw fieldError(
      "app_middleware",
      `${unknown.map((name) => `“${name}”`).join(", ")} ${unknown.length === 1 ? "is" : "are"} not an app middleware the site knows: ${APP_MIDDLEWARES.join(", ")}.`,
    );
  }
  const sourceIssue = sourceProblem(source, typed);
  if (sourceIssue) throw fieldError("source", sourceIssue);
  const [duplicate] = app.findRecordsByFilter("redirects", "source = {:source} && id != {:id}", "", 1, 0, {
    source,
    id: record.id,
  });
  if (duplicate) throw fieldError("source", `There is already a redirect from ${source}; edit that one instead.`, "not_unique");

  const check = checkTarget(record.getString("target"), record.getString("status_code"), source);
  if (!check.ok) throw fieldError("target", check.problem);
  record.set("target", check.target);
  if (check.internal) {
    const problem = chainProblem(source, check.target, otherRules(app, record));
    if (problem) throw fieldError("target", problem, "loop");
  }
  // Last: a loop or an unsafe target is the more telling message when both apply.
  const page = livePageAt(app, source, record.getString("status_code"));
  if (page) throw fieldError("source", page);
}

/**
 * Every redirect but this one, paused ones too (resuming one must not close a loop), and the site's own: a chain
 * through /projects → /work counts like any other.
 */
function otherRules(app: CoreApp, record: core.Record): Map<string, string> {
  const rules = new Map<string, string>();
  for (const rule of app.findAllRecords("redirects")) {
    if (!rule || rule.id === record.id || ["", "410"].includes(rule.getString("status_code"))) continue;
    rules.set(normalisePath(rule.getString("source")), rule.getString("target"));
  }
  for (const [from, to] of Object.entries(SITE_REDIRECTS)) rules.set(from, to);
  return rules;
}

/**
 * Why a redirect from `source` would hide a page visitors can open now, or undefined (issue 22, item 10): a rule from
 * /news would send every visitor of the news away. A rule with no status (middleware only) hides nothing. A wildcard
 * may not cover a fixed page or a whole kind of record page.
 */
function livePageAt(app: CoreApp, source: string, statusCode: string): string | undefined {
  if (statusCode === "") return undefined;
  if (isWildcard(source)) {
    const base = source.slice(0, -1);
    const pages = [...FIXED_PAGES, ...Object.values(PUBLIC_PATH_PREFIX)];
    const covered = pages.find((page) => page.startsWith(base) || `${page}/`.startsWith(base));
    return covered
      ? `This would redirect every page from ${base}, ${covered} among them. Redirect the pages that went one by one, or a path below them.`
      : undefined;
  }
  // A fixed page is always there; a record's page while visitors can open its record.
  const { language, path: within } = splitAddress(source, liveLanguages(app));
  const page = matchPage(within);
  const found =
    page?.kind === "fixed" || (page?.kind === "record" && recordShown(app, page.collection, page.slug, language.code));
  return found
    ? `The page ${source} is on the site: a redirect from it would send its visitors away. To move a page, change its slug (the old address then redirects by itself); to remove it, unpublish it first.`
    : undefined;
}

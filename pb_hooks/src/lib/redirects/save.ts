import { normalisePath } from "../../../../shared/redirects/paths";
import { chainProblem, checkTarget, middlewareNames, SITE_REDIRECTS, sourceProblem } from "../../../../shared/redirects/rules";
import { fieldError } from "../field-error";

/** Normalises a redirect and refuses an unsafe target, a duplicate source, a loop or too long a chain, naming the field. */
export function validateRedirect(app: CoreApp, record: core.Record): void {
  const typed = record.getString("source");
  const source = normalisePath(typed);
  record.set("source", source);
  record.set("app_middleware", middlewareNames(record.getString("app_middleware")).join(", "));
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
  if (!check.internal) return;

  const problem = chainProblem(source, check.target, otherRules(app, record));
  if (problem) throw fieldError("target", problem, "loop");
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

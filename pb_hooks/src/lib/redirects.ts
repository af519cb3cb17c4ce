import { checkTarget, findLoop, middlewareNames, normaliseSource, sourceProblem } from "../../../shared/redirect-rules";
import { STATIC_REDIRECTS } from "../../../shared/static-redirects";
import { fieldError } from "./field-error";

/** Normalises a redirect and refuses an unsafe target, a duplicate source, or a loop, naming the field. */
export function validateRedirect(app: CoreApp, record: core.Record): void {
  const typed = record.getString("source");
  const source = normaliseSource(typed);
  record.set("source", source);
  record.set("app_middleware", middlewareNames(record.getString("app_middleware")).join(", "));
  const sourceIssue = sourceProblem(source, typed);
  if (sourceIssue) throw fieldError("source", sourceIssue);
  const [duplicate] = app.findRecordsByFilter("redirects", "source = {:source} && id != {:id}", "", 1, 0, {
    source,
    id: record.id,
  });
  if (duplicate) throw fieldError("source", `There is already a redirect from ${source}; edit that one instead.`, "not_unique");

  const check = checkTarget(record.getString("target"), record.getString("status_code"));
  if (!check.ok) throw fieldError("target", check.problem);
  record.set("target", check.target);
  if (!check.internal) return;

  // Through the site's own redirects too: /work → /projects would come back through /projects → /work.
  const loop = findLoop(source, check.target, (path) => {
    const fixed = STATIC_REDIRECTS[path];
    if (fixed) return fixed;
    const [next] = app.findRecordsByFilter("redirects", "source = {:path} && id != {:id}", "", 1, 0, { path, id: record.id });
    return next && next.getString("status_code") !== "410" ? next.getString("target") : undefined;
  });
  if (loop) {
    throw fieldError(
      "target",
      loop.length === 2
        ? "The target is the source itself, so this redirect would loop forever."
        : `This would make a loop: ${loop.join(" → ")}.`,
      "loop",
    );
  }
}

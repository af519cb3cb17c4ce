import { checkTarget, middlewareNames, normaliseSource } from "./redirect-rules";
import type { RouteRules } from "./route-rules-shape";
import { STATIC_REDIRECTS } from "./static-redirects";

const none = (path: string): RouteRules => ({ path, redirect: null, gone: false, appMiddleware: [] });

/**
 * The rules for one path, from the enabled record in `redirects`. A stored target is
 * checked again before use, so a row edited behind the hooks' back can never send a
 * visitor to a script URL. A redirect served counts as a hit.
 */
export function lookupRouteRules(app: CoreApp, rawPath: string): RouteRules {
  const path = normaliseSource(rawPath);
  const fixed = STATIC_REDIRECTS[path];
  if (fixed) return { ...none(path), redirect: { to: fixed, statusCode: 301, external: false } };
  const [rule] = app.findRecordsByFilter("redirects", "source = {:path} && enabled = true", "", 1, 0, { path });
  if (!rule) return none(path);

  const rules = { ...none(path), appMiddleware: middlewareNames(rule.getString("app_middleware")) };
  const statusCode = rule.getString("status_code");
  if (statusCode === "") return rules;

  const check = checkTarget(rule.getString("target"), statusCode);
  if (!check.ok) {
    app.logger().warn("Ignored an unsafe redirect target", "source", path, "problem", check.problem);
    return rules;
  }
  app
    .db()
    .newQuery("UPDATE redirects SET hits = hits + 1, last_hit_at = {:at} WHERE id = {:id}")
    .bind({ at: new Date().toISOString().replace("T", " "), id: rule.id })
    .execute();
  if (statusCode === "410") return { ...rules, gone: true };
  return { ...rules, redirect: { to: check.target, statusCode: Number(statusCode), external: !check.internal } };
}

import { pbDate } from "../../../shared/pb-date";
import { checkTarget, middlewareNames, normaliseSource } from "../../../shared/redirect-rules";
import type { RouteRules } from "../../../shared/route-rules-shape";
import { STATIC_REDIRECTS } from "../../../shared/static-redirects";

const none = (path: string): RouteRules => ({ path, redirect: null, gone: false, appMiddleware: [] });

interface Found {
  rules: RouteRules;
  /** The `redirects` record that sends the visitor on (a redirect or a 410), whose hits count the visits. */
  counted?: core.Record;
}

/**
 * The rules for one path, from its record in `redirects` unless an editor paused it. A stored
 * target is checked again before use, so a row edited behind the hooks' back can never send a
 * visitor to a script URL.
 */
function findRouteRules(app: CoreApp, rawPath: string): Found {
  const path = normaliseSource(rawPath);
  const fixed = STATIC_REDIRECTS[path];
  if (fixed) return { rules: { ...none(path), redirect: { to: fixed, statusCode: 301, external: false } } };
  const [rule] = app.findRecordsByFilter("redirects", "source = {:path} && paused = false", "", 1, 0, { path });
  if (!rule) return { rules: none(path) };

  const rules = { ...none(path), appMiddleware: middlewareNames(rule.getString("app_middleware")) };
  const statusCode = rule.getString("status_code");
  if (statusCode === "") return { rules };

  const check = checkTarget(rule.getString("target"), statusCode);
  if (!check.ok) {
    app.logger().warn("Ignored an unsafe redirect target", "source", path, "problem", check.problem);
    return { rules };
  }
  if (statusCode === "410") return { rules: { ...rules, gone: true }, counted: rule };
  return {
    rules: { ...rules, redirect: { to: check.target, statusCode: Number(statusCode), external: !check.internal } },
    counted: rule,
  };
}

/** What the app asks before a page, and while preloading a link: reading the rules counts no visit. */
export function lookupRouteRules(app: CoreApp, path: string): RouteRules {
  return findRouteRules(app, path).rules;
}

/**
 * A visitor was sent on by this path's rule: the server answered a full page load with it, or
 * the app followed it (POST /api/route-rules/hits). Each visit counts once. See decision 014.
 */
export function followRouteRules(app: CoreApp, path: string): RouteRules {
  const { rules, counted } = findRouteRules(app, path);
  if (counted) {
    app
      .db()
      .newQuery("UPDATE redirects SET hits = hits + 1, last_hit_at = {:at} WHERE id = {:id}")
      .bind({ at: pbDate(Date.now()), id: counted.id })
      .execute();
  }
  return rules;
}

/** The `path` a route-rules request names, or a message saying how to name one. */
export function requestedPath(path: string): string {
  if (!path.startsWith("/")) throw new BadRequestError("Give the page's path, e.g. /api/route-rules?path=/old-page.");
  return path;
}

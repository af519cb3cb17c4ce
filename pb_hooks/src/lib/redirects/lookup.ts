import { pbDate } from "../../../../shared/content/pb-date";
import { splitAddress } from "../../../../shared/languages/addresses";
import { matchPage } from "../../../../shared/pages/match";
import { PUBLIC_PATH_PREFIX } from "../../../../shared/pages/public-paths";
import { normalisePath } from "../../../../shared/redirects/paths";
import {
  checkTarget,
  fillTarget,
  followChain,
  isWildcard,
  MAX_HOPS,
  middlewareNames,
  type RedirectLookup,
  SITE_REDIRECTS,
  targetPath,
  wildcardsFor,
} from "../../../../shared/redirects/rules";
import { liveLanguages } from "../languages/languages";
import { recordShown } from "../pages/visitor-reads";
import { crossSiteRefusal } from "../security/same-origin";
import { logLine } from "../serving/log-lines";
import { countOne, visitorOf } from "../serving/visitor-counts";

const none = (path: string): RedirectLookup => ({ path, redirect: null, gone: false, notFound: false, appMiddleware: [] });

interface Found {
  rules: RedirectLookup;
  /** The `redirects` record that sends the visitor on (a redirect or a 410), whose hits count the visits. */
  counted?: core.Record;
}

/**
 * The `redirects` record for a path, unless an editor paused it: the one with exactly this source, else the longest
 * wildcard above it (`/blog/*` for /blog/a/b). One query for all of them.
 */
function recordFor(app: CoreApp, path: string): core.Record | undefined {
  const sources = isWildcard(path) ? wildcardsFor(path) : [path, ...wildcardsFor(path)];
  if (sources.length === 0) return undefined;
  const params: Record<string, string> = {};
  const filter = sources.map((source, at) => {
    params[`s${at}`] = source;
    return `source = {:s${at}}`;
  });
  const found = app
    .findRecordsByFilter("redirects", `paused = false && (${filter.join(" || ")})`, "", sources.length, 0, params)
    .filter((record): record is core.Record => Boolean(record));
  // The sources are listed most specific first: the exact one, then the longer wildcards.
  return sources.map((source) => found.find((record) => record.getString("source") === source)).find(Boolean);
}

/** The record a path is the page of, in its language; null for any other path. */
export type RecordAt = { collection: string; slug: string; language: string } | null;

/** What the caller knows already of one path: a page request's own address, worked out once (serving/page-request.ts). */
export interface KnownPath {
  path: string;
  record: RecordAt;
}

/** The record page a path names (shared/site-registry.ts, in any live language), or null. */
function recordAt(app: CoreApp, path: string, known: KnownPath | undefined): RecordAt {
  if (known?.path === path) return known.record;
  const { language, path: within } = splitAddress(path, liveLanguages(app));
  const page = matchPage(within);
  return page?.kind === "record" ? { collection: page.collection, slug: page.slug, language: language.code } : null;
}

/**
 * For a record page's path, whether visitors can open its record now (a published one, its time come, not yet
 * unpublished); undefined for any other path. One query.
 */
function detailVisible(app: CoreApp, path: string, known: KnownPath | undefined): boolean | undefined {
  const record = recordAt(app, path, known);
  return record ? recordShown(app, record.collection, record.slug, record.language) : undefined;
}

/**
 * Whether `path` is the page of a record visitors can open now. Such a page wins over a rule that would send its
 * visitors away: a save refuses that rule (redirects/rule-checks.ts), but one saved while the record was a draft or scheduled, or
 * before another record took the slug, would otherwise take the page over the moment it went live (issue 22,
 * item 10). Asked only for a path that has a rule.
 */
const livePageAt = (app: CoreApp, path: string, known: KnownPath | undefined): boolean =>
  detailVisible(app, path, known) === true;

/**
 * The rules for one path, from its record in `redirects`. A stored target is checked again before use, so a row
 * edited behind the hooks' back can never send a visitor to a script URL.
 */
function ruleAt(app: CoreApp, path: string, known?: KnownPath): Found {
  const fixed = SITE_REDIRECTS[path];
  if (fixed) return { rules: { ...none(path), redirect: { to: fixed, statusCode: 301, external: false } } };
  const rule = recordFor(app, path);
  if (!rule) return { rules: none(path) };

  const rules = { ...none(path), appMiddleware: middlewareNames(rule.getString("app_middleware")) };
  const statusCode = rule.getString("status_code");
  if (statusCode === "") return { rules };
  if (livePageAt(app, path, known)) return { rules };

  const source = rule.getString("source");
  const stored = rule.getString("target");
  // Checked as saved (so a * can only follow a host's slash), then filled in for this path.
  const check = checkTarget(stored, statusCode, source).ok
    ? checkTarget(fillTarget(stored, source, path), statusCode)
    : checkTarget(stored, statusCode, source);
  if (!check.ok) {
    logLine(app, "warn", "Ignored an unsafe redirect target", [
      ["source", path],
      ["problem", check.problem],
    ]);
    return { rules };
  }
  if (statusCode === "410") return { rules: { ...rules, gone: true }, counted: rule };
  return {
    rules: { ...rules, redirect: { to: check.target, statusCode: Number(statusCode), external: !check.internal } },
    counted: rule,
  };
}

/** Whether visitors may see the page at `path`: a redirect to a detail page whose record they may not see must not say where "there" is. */
function visibleToVisitors(app: CoreApp, path: string, known: KnownPath | undefined): boolean {
  if (detailVisible(app, path, known) !== false) return true;
  // Any path may be an editor's page's (issue 33): one that no page has, published or not, hides no record.
  const record = recordAt(app, path, known);
  if (!record || PUBLIC_PATH_PREFIX[record.collection] !== "/") return false;
  return (
    app.findRecordsByFilter(record.collection, "language = {:language} && slug = {:slug}", "", 1, 0, {
      language: record.language,
      slug: record.slug.toLowerCase(),
    }).length === 0
  );
}

/**
 * The rules for one path, with its redirect followed to the end: through the site's own redirects and the editors',
 * at most MAX_HOPS, so the visitor is sent once, straight to the last address. A chain that loops or runs longer, or
 * that ends on a page visitors may not see (an unpublished article a slug redirect points at), answers not found
 * instead, and the loop is logged with every rule in it. See issue 12 and decision 077.
 */
function findRedirects(app: CoreApp, rawPath: string, known?: KnownPath): Found {
  const path = normalisePath(rawPath);
  const first = ruleAt(app, path, known);
  let last = first.rules.redirect;
  const walk = followChain(path, (at) => {
    const redirect = at === path ? first.rules.redirect : ruleAt(app, at, known).rules.redirect;
    if (redirect) last = redirect;
    return redirect && !redirect.external ? targetPath(redirect.to) : undefined;
  });
  if (walk.kind !== "end") {
    const what = walk.kind === "loop" ? "A redirect loop" : `A chain of more than ${MAX_HOPS} redirects`;
    logLine(app, "error", `${what}: answered not found`, [
      ["path", path],
      ["chain", walk.chain.join(" → ")],
    ]);
    return { rules: { ...first.rules, redirect: null, notFound: true } };
  }
  if (!last) return first;
  if (!last.external && !visibleToVisitors(app, targetPath(last.to), known))
    return { rules: { ...first.rules, redirect: null, notFound: true } };
  const redirect = { ...last, statusCode: first.rules.redirect?.statusCode ?? last.statusCode };
  return { rules: { ...first.rules, redirect }, counted: first.counted };
}

/** What the app asks before a page, and while preloading a link: reading the rules counts no visit. */
export function lookupRedirects(app: CoreApp, path: string): RedirectLookup {
  return findRedirects(app, path).rules;
}

/**
 * A visitor was sent on by this path's rule: the server answered a full page load with it, or
 * the app followed it (POST /api/redirects/hits). Each visit counts once (decision 077), and one visitor
 * counts once a minute per rule (decision 082): a script repeating a request pumps no count.
 */
export function followRedirects(app: CoreApp, path: string, visitor: string, known?: KnownPath): RedirectLookup {
  const { rules, counted } = findRedirects(app, path, known);
  if (counted && countOne(app.store(), "hit", `${visitor}|${counted.id}`, 60_000, Date.now()) === 1) {
    app
      .db()
      .newQuery("UPDATE redirects SET hits = hits + 1, last_hit_at = {:at} WHERE id = {:id}")
      .bind({ at: pbDate(Date.now()), id: counted.id })
      .execute();
  }
  return rules;
}

/** The `path` a lookup or hits request names, or a message saying how to name one. */
export function requestedPath(path: string): string {
  if (!path.startsWith("/")) throw new BadRequestError("Give the page's path, e.g. /api/redirects/lookup?path=/old-page.");
  return path;
}

/** POST /api/redirects/hits?path=: the app followed a path's redirect (from the site's own pages only). */
export function countHit(e: core.RequestEvent): void {
  const crossSite = crossSiteRefusal(e);
  if (crossSite) throw new ForbiddenError(`Redirect hits are counted from the site's own pages only. ${crossSite}`);
  followRedirects(e.app, requestedPath(String(e.request?.url?.query().get("path") ?? "")), visitorOf(e.realIP()));
  e.noContent(204);
}

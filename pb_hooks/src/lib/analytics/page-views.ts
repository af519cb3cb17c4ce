import { looksLikeBot } from "../../../../shared/analytics/bots";
import {
  declinesTracking,
  isPreviewAddress,
  OTHER_REFERRERS,
  type PageViewAnswer,
  type PageViewReport,
  referrerHost,
} from "../../../../shared/analytics/page-views";
import {
  lastDays,
  type NamedViews,
  STATS_DAYS,
  STATS_TOP,
  utcDay,
  type ViewsSummary,
} from "../../../../shared/analytics/views-summary";
import { splitAddress } from "../../../../shared/languages/addresses";
import { inLanguage, type Language } from "../../../../shared/languages/languages";
import { countedPathOf, matchPage } from "../../../../shared/pages/match";
import { BOUNDS, readBound } from "../../../../shared/serving/bounds";
import { liveLanguages } from "../languages/languages";
import { recordShown } from "../pages/visitor-reads";
import { crossSiteRefusal, sentAsJson } from "../security/same-origin";
import { siteOrigin } from "../serving/site-origin";

/**
 * First-party page views (docs/decisions/archive/040-first-party-page-views.md). A report from the app adds one to its day's
 * count for the page and the referring site, and that count is all that is kept: no address, browser, cookie or time.
 * The counts are written with SQL, past the record hooks, so a view never changes the content version (pages stay
 * cached). POST /api/views has a rate limit of its own in the settings (migration 1763880000).
 */

const MAX_PATH = 500;
const MAX_REFERRER = 2000;
/** PocketBase's own record ids: 15 characters of this alphabet. */
const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** The report in the request's body, or a message that says how to send one. */
function readReport(e: core.RequestEvent): PageViewReport {
  if (!sentAsJson(e))
    throw new ApiError(415, `Send the report as JSON (Content-Type: application/json), e.g. {"path": "/work"}.`);
  const body = (e.requestInfo().body ?? {}) as Record<string, unknown>;
  const { path, referrer = "" } = body;
  if (typeof path !== "string" || !path.startsWith("/") || path.length > MAX_PATH) {
    throw new BadRequestError(`Send the page's path as JSON, e.g. {"path": "/work", "referrer": ""}.`);
  }
  if (typeof referrer !== "string" || referrer.length > MAX_REFERRER) {
    throw new BadRequestError(`The referrer must be an address of at most ${MAX_REFERRER} characters, or empty.`);
  }
  return { path, referrer };
}

/** The page a reported address is counted under; anything else is refused with a message. */
function viewedPage(app: CoreApp, address: string): string {
  const pathname = address.replace(/[?#].*$/, "");
  // In a language's addresses (/pt/work), counted under them: the language is the page's first segment (issue 24).
  const { language, path: within } = splitAddress(pathname, liveLanguages(app));
  const match = matchPage(within);
  const counted = countedPathOf(match);
  const page = counted === undefined ? undefined : inLanguage(language.prefix, counted);
  // A record's address is a page only while visitors can see the record (a published one, its time come).
  const shown = match?.kind !== "record" || recordShown(app, match.collection, match.slug, language.code);
  if (!page || !shown) {
    throw new BadRequestError(`${pathname} is not a page of this site: views are counted for its pages only, e.g. /work.`);
  }
  return page;
}

const analyticsEnabled = (app: CoreApp) => app.findFirstRecordByFilter("site", "").getBool("analytics_enabled");

/** Why this view is not to be counted, or undefined when it is. */
function reasonNotToCount(e: core.RequestEvent, address: string): string | undefined {
  const header = (name: string) => (e.request?.header.get(name) ?? "").slice(0, BOUNDS.loggedUserAgentChars.default);
  // Every value sent: a second header must not undo the first.
  const all = (name: string) => ((e.request?.header.values(name) ?? []) as string[]).map((value) => value.slice(0, 10));
  if (!analyticsEnabled(e.app)) return "Analytics is off: the site's analytics_enabled setting.";
  if (declinesTracking(all("DNT"), all("Sec-GPC"))) return "The browser asks not to be tracked (DNT or Sec-GPC).";
  if (looksLikeBot(header("User-Agent"))) return "The user agent is a bot's.";
  // The app sends the path alone; the page's own address (with its query) arrives as the request's Referer.
  if (isPreviewAddress(address) || isPreviewAddress(header("Referer"))) return "A preview link is an editor's, not a visit.";
  return undefined;
}

/** The referring site's host, or "" when there is none or it is this site itself. */
function externalHost(e: core.RequestEvent, referrer: string): string {
  const host = referrerHost(referrer);
  const own = [referrerHost(`http://${(e.request?.host ?? "").slice(0, 300)}`), referrerHost(siteOrigin(e.app))];
  return own.includes(host) ? "" : host;
}

/**
 * Adds one view to the day's count for the page and referrer, in one statement, so two at once both count. The
 * referrer is counted by its host unless the day already holds REFERRERS_PER_DAY counts by named referrer and this one
 * is not among them; then as "(other)". However many sites a spammer names, a day keeps that many rows by name, and
 * one more per page for the rest.
 */
function addView(app: CoreApp, day: string, path: string, host: string): void {
  app
    .nonconcurrentDB()
    .newQuery(
      "INSERT INTO {{page_views}} ([[id]], [[day]], [[path]], [[referrer_host]], [[views]]) VALUES ({:id}, {:day}, {:path}, " +
        "CASE WHEN {:host} = '' " +
        "OR EXISTS (SELECT 1 FROM {{page_views}} WHERE [[day]] = {:day} AND [[path]] = {:path} AND [[referrer_host]] = {:host}) " +
        "OR (SELECT COUNT(*) FROM {{page_views}} WHERE [[day]] = {:day} AND [[referrer_host]] NOT IN ('', {:other})) < {:max} " +
        "THEN {:host} ELSE {:other} END, 1) " +
        "ON CONFLICT ([[day]], [[path]], [[referrer_host]]) DO UPDATE SET [[views]] = [[views]] + 1",
    )
    .bind({
      id: $security.randomStringWithAlphabet(15, ID_ALPHABET),
      day,
      path,
      host,
      other: OTHER_REFERRERS,
      max: readBound("referrersPerDay", (name) => $os.getenv(name)),
    })
    .execute();
}

/** POST /api/views: counts the reported page view, or says why not (refused with 400 when it names no page). */
export function countPageView(e: core.RequestEvent): void {
  const crossSite = crossSiteRefusal(e);
  if (crossSite) throw new ForbiddenError(`Page views are counted from the site's own pages only. ${crossSite}`);
  const report = readReport(e);
  const path = viewedPage(e.app, report.path);
  e.response.header().set("Cache-Control", "no-store");
  const reason = reasonNotToCount(e, report.path);
  if (reason) {
    e.json(200, { recorded: false, reason } satisfies PageViewAnswer);
    return;
  }
  addView(e.app, utcDay(Date.now()), path, externalHost(e, report.referrer));
  e.json(200, { recorded: true } satisfies PageViewAnswer);
}

/**
 * The views of one language's pages (issue 24): a page's path carries its language's prefix (/pt/work), and the
 * default language's pages are those under no other live language's prefix. SQL and its values, or none for all.
 */
export function languageCondition(
  code: string | undefined,
  languages: readonly Language[],
): { sql: string; params: Record<string, string> } {
  if (!code) return { sql: "", params: {} };
  const others = languages.filter((l) => !l.is_default);
  const language = languages.find((l) => l.code === code);
  if (!language) throw new BadRequestError(`There is no language "${code.slice(0, 20)}" on this site.`);
  if (language.is_default) {
    const params = Object.fromEntries(others.map((l, i) => [`other${i}`, `/${l.code}/%`]));
    return { sql: others.map((_, i) => ` AND [[path]] NOT LIKE {:other${i}}`).join(""), params };
  }
  return { sql: " AND [[path]] LIKE {:language}", params: { language: `/${language.code}/%` } };
}

/** The figures of the last STATS_DAYS days, today (UTC) included; of one language's pages when it is named. */
export function viewsSummary(app: CoreApp, now: number, code?: string): ViewsSummary {
  const days = lastDays(now, STATS_DAYS);
  const language = languageCondition(code, liveLanguages(app));
  const period = { from: days[0] ?? "", to: days[days.length - 1] ?? "", ...language.params };
  const inPeriod = `[[day]] >= {:from} AND [[day]] <= {:to}${language.sql}`;

  const daily = arrayOf(new DynamicModel({ day: "", views: 0 }));
  app
    .db()
    .newQuery(`SELECT [[day]], SUM([[views]]) AS [[views]] FROM {{page_views}} WHERE ${inPeriod} GROUP BY [[day]]`)
    .bind(period)
    .all(daily);
  const byDay = new Map(daily.map((row) => [String(row.day), Number(row.views)]));

  const top = (column: "path" | "referrer_host"): NamedViews[] => {
    const rows = arrayOf(new DynamicModel({ name: "", views: 0 }));
    app
      .db()
      .newQuery(
        `SELECT [[${column}]] AS [[name]], SUM([[views]]) AS [[views]] FROM {{page_views}} WHERE ${inPeriod} AND [[${column}]] != '' ` +
          "GROUP BY [[name]] ORDER BY [[views]] DESC, [[name]] LIMIT {:limit}",
      )
      .bind({ ...period, limit: STATS_TOP })
      .all(rows);
    return rows.map((row) => ({ name: String(row.name), views: Number(row.views) }));
  };

  const direct = new DynamicModel({ views: 0 });
  app
    .db()
    .newQuery(`SELECT COALESCE(SUM([[views]]), 0) AS [[views]] FROM {{page_views}} WHERE ${inPeriod} AND [[referrer_host]] = ''`)
    .bind(period)
    .one(direct);

  const perDay = days.map((day) => ({ day, views: byDay.get(day) ?? 0 }));
  return {
    counting: analyticsEnabled(app),
    days: perDay,
    total: perDay.reduce((sum, { views }) => sum + views, 0),
    direct: Number(direct.views),
    pages: top("path"),
    referrers: top("referrer_host"),
  };
}

/** GET /api/views/summary (superusers): the editors' figures, never kept by any cache. */
export function answerViewsSummary(e: core.RequestEvent): void {
  e.response.header().set("Cache-Control", "no-store");
  e.json(200, viewsSummary(e.app, Date.now(), e.request?.url?.query().get("lang") || undefined));
}

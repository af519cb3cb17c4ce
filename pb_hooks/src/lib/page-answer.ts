import { escapeHtml } from "../../../shared/html";
import { IMAGE_SIZES } from "../../../shared/image-layout";
import { responsiveImage } from "../../../shared/images";
import { NEWS_PAGE_SIZE } from "../../../shared/list-params";
import { renderPageBody } from "../../../shared/page-body";
import { pageHead, renderHead } from "../../../shared/page-head";
import {
  canonicalUrl,
  isNoindex,
  PAGE_DATA_ID,
  type PageData,
  type PageView,
  pageQueryEntries,
  scriptSafeJson,
} from "../../../shared/page-view";
import type { RouteRules } from "../../../shared/route-rules-shape";
import { contentVersion } from "./content-version";
import { buildIdIn } from "./encoded-files";
import { acceptsGzip } from "./encodings";
import { cachedPage } from "./page-cache";
import { loadPageContent, offices, siteSettings } from "./page-content";
import { requestOrigin } from "./request-origin";
import { followRouteRules } from "./route-rules";
import { sanitizeRichText } from "./sanitize-rich-text";
import { REVALIDATE } from "./static-files";

const TEMPLATE = "index.html";
// What index.html must hold for the page to be written into it (web/index.html).
const TITLE_MARK = "<title>Studio</title>";
const ROOT_MARK = '<div id="app"></div>';

/** The largest image of a detail page, preloaded so it starts before the app's code: the page's LCP. */
function leadImagePreload(view: PageView): string {
  const content = view.content;
  const record = content.kind === "article" ? content.article : content.kind === "project" ? content.project : undefined;
  if (!record?.cover) return "";
  const image = responsiveImage("", record, record.cover, IMAGE_SIZES.cover);
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`;
}

/** The whole document: index.html with the page's head, its readable body and the data the app starts from. */
export function renderPage(template: string, view: PageView, now: Date): string {
  const data: PageData = { queries: pageQueryEntries(view, { news: NEWS_PAGE_SIZE }) };
  const body = renderPageBody(view, { sanitize: sanitizeRichText, now });
  const inline = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`;
  return template
    .replace(TITLE_MARK, () => `${renderHead(pageHead(view))}${leadImagePreload(view)}`)
    .replace(ROOT_MARK, () => `<div id="app">${body}</div>${inline}`);
}

function readTemplate(publicDir: string): string | undefined {
  try {
    const template = toString($os.readFile($filepath.join(publicDir, TEMPLATE)));
    return template.includes(TITLE_MARK) && template.includes(ROOT_MARK) ? template : undefined;
  } catch {
    return undefined;
  }
}

/** The page for this request's address, written from the database with the visitor's rules. */
function pageView(e: core.RequestEvent, path: string, rules: RouteRules): PageView | { status: 301; location: string } {
  const app = e.app;
  const load = rules.gone
    ? { content: { kind: "not-found", status: 410 } as const }
    : loadPageContent(app, path, e.request?.url?.rawQuery ?? "");
  if ("location" in load) return load;
  const site = siteSettings(app);
  if (!site) throw new Error("The site has no settings record: its migration creates one; was it deleted?");
  const origin = requestOrigin(e, site.site_url);
  const query = e.request?.url?.rawQuery ?? "";
  return {
    path: query ? `${path}?${query}` : path,
    canonical: canonicalUrl(origin, path, load.content),
    origin,
    site,
    offices: offices(app),
    content: load.content,
    rules,
  };
}

/**
 * Answers a full page load: a redirect when a rule or the page's own address says so, else the
 * finished page (head, readable body, inline data) with its status (200, 404 or 410). Pages are
 * kept per build, content version and address, and revalidated by ETag. See decision 022.
 */
export function answerPage(e: core.RequestEvent, publicDir: string): void {
  const request = e.request;
  const path = request?.url?.path ?? "/";
  const rules = followRouteRules(e.app, path);
  // A full page load of a redirected path gets a real HTTP redirect: it works without
  // JavaScript and tells search engines where the page went. It counts as the rule's visit.
  if (rules.redirect) {
    e.redirect(rules.redirect.statusCode, rules.redirect.to);
    return;
  }

  const headers = e.response.header();
  headers.set("Cache-Control", REVALIDATE);
  const version = `${buildIdIn(publicDir)}-${contentVersion(e.app)}`;
  const etag = `"${version}-${acceptsGzip(request?.header.get("Accept-Encoding")) ? "gzip" : "identity"}"`;
  // Everything the page is drawn from: content and build (the version), the address, and what the origin is read from.
  const place = [request?.tls, request?.host, request?.header.get("X-Forwarded-Proto"), request?.header.get("X-Forwarded-Host")];
  const key = `${version}|${place.join("|")}|${path}?${request?.url?.rawQuery ?? ""}`;

  const page = cachedPage(e.app, key, () => {
    const view = pageView(e, path, rules);
    // A page known by another address (/news?page=1 is /news): kept as its location.
    if ("location" in view) return { status: view.status, noindex: true, html: view.location };
    const template = readTemplate(publicDir);
    if (!template)
      throw new Error(`${TEMPLATE} in ${publicDir} is not our build's page (it lacks ${TITLE_MARK} or ${ROOT_MARK}).`);
    const status = view.content.kind === "not-found" ? view.content.status : 200;
    return { status, noindex: isNoindex(view), html: renderPage(template, view, new Date()) };
  });
  if (page.status === 301) {
    e.redirect(301, page.html);
    return;
  }
  if (page.noindex) headers.set("X-Robots-Tag", "noindex");
  headers.set("ETag", etag);
  if (request?.header.get("If-None-Match") === etag) {
    e.noContent(304);
    return;
  }
  e.html(page.status, page.html);
}

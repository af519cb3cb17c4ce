import { escapeHtml } from "../../../../shared/content/html";
import { PREVIEW_PARAM, type Preview } from "../../../../shared/content/preview";
import { scheduleNote } from "../../../../shared/content/schedule-note";
import { COVER_FRAMES, responsiveImage } from "../../../../shared/images/images";
import { IMAGE_SIZES } from "../../../../shared/images/layout";
import { pageLanguage, splitAddress } from "../../../../shared/languages/addresses";
import { bcp47 } from "../../../../shared/languages/alternates";
import type { PageLanguage } from "../../../../shared/languages/languages";
import { type Words, wordsFor } from "../../../../shared/languages/words";
import { canonicalUrl } from "../../../../shared/pages/canonical-url";
import { pageHead, renderHead } from "../../../../shared/pages/head";
import { pageQueryEntries } from "../../../../shared/pages/query-entries";
import { type RenderScreen, SCREENS_MODULE } from "../../../../shared/pages/screens";
import {
  isNoindex,
  isPrivatePage,
  PAGE_DATA_ID,
  type PageContent,
  type PageData,
  type PageView,
  scriptSafeJson,
} from "../../../../shared/pages/view";
import type { RedirectLookup } from "../../../../shared/redirects/rules";
import { studiosOf } from "../editors/saves";
import { declaredLanguages, liveLanguages } from "../languages/languages";
import { siteOrigin } from "../serving/site-origin";
import type { RenderedPage } from "./cache";
import { loadPageContent, offices, previewContent, siteSettings } from "./content";
import { contentVersion } from "./content-version";
import { openPreview } from "./preview";
import { setRenderGlobals } from "./render-globals";
import { sanitizeRichText } from "./sanitize-rich-text";

const TEMPLATE = "index.html";
// What index.html must hold for the page to be written into it (web/index.html).
const TITLE_MARK = "<title>Studio</title>";
const HTML_MARK = '<html lang="en"';
const ROOT_MARK = '<div id="app"></div>';

/**
 * Shown by the stylesheet only under `<html data-app-failed>`, which the boot script or the app sets when the app's
 * code failed to load (web/src/app/start/keep-server-page.ts): the server's page then stays, with this word. Outside the
 * app's root, so that the app needs no code for it (the entry's JS budget) and hydration never meets it.
 */
const appFailedNotice = (words: Words) => `<p class="app-failed-notice" role="status">${escapeHtml(words.errors.appFailed)}</p>`;

/** The largest image of a detail page, preloaded so it starts before the app's code: the page's LCP. */
function leadImagePreload(view: PageView): string {
  const content = view.content;
  const [record, frame] =
    content.kind === "article"
      ? [content.article, COVER_FRAMES.news]
      : content.kind === "project"
        ? [content.project, COVER_FRAMES.projects]
        : [];
  if (!record?.cover) return "";
  // The same address the screen's <img> asks for (web/src/lib/responsive-image.tsx), so it is fetched once.
  const image = responsiveImage("", record, record.cover, IMAGE_SIZES.cover, frame);
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`;
}

/**
 * The page's screen, drawn by the app's own routes and components (web/src/server/render.tsx, built into
 * lib/screens/render.js; decision 061). Required on a page-cache miss only: a VM's first require compiles it.
 */
function renderScreen(href: string, data: PageData): Promise<string> {
  setRenderGlobals();
  const { renderScreen } = require(`${__hooks}/${SCREENS_MODULE}`) as { renderScreen: RenderScreen };
  return renderScreen(href, data.queries ?? [], sanitizeRichText, data.language, data.words);
}

/** The address the app is at for this view: a preview link's keeps its token, which the app's preview mode reads. */
const hrefOf = (view: PageView) =>
  view.preview ? `${view.preview.path}?${PREVIEW_PARAM}=${encodeURIComponent(view.preview.token)}` : view.path;

/**
 * The whole document: index.html with the page's head, its screen and the data the app starts from, marked
 * with the content version it was read at (an open page compares it with the server's when its realtime connects).
 */
export async function renderPage(template: string, view: PageView, version: string, href = hrefOf(view)): Promise<string> {
  const words = wordsFor(view.language.code);
  const data: PageData = { queries: pageQueryEntries(view), language: view.language, words };
  const body = await renderScreen(href, data);
  // The language's prefix beside the data: the app's router takes it as its base path before it reads the data.
  const inline = `<script type="application/json" id="${PAGE_DATA_ID}" data-content-version="${escapeHtml(version)}" data-origin="${escapeHtml(view.origin)}" data-prefix="${escapeHtml(view.language.prefix)}">${scriptSafeJson(data)}</script>`;
  return template
    .replace(HTML_MARK, () => `<html lang="${escapeHtml(bcp47(view.language.code))}" dir="${view.language.dir}"`)
    .replace(TITLE_MARK, () => `${renderHead(pageHead(view, words))}${leadImagePreload(view)}`)
    .replace(ROOT_MARK, () => `<div id="app">${body}</div>${appFailedNotice(words)}${inline}`);
}

function readTemplate(publicDir: string): string | undefined {
  try {
    const template = toString($os.readFile($filepath.join(publicDir, TEMPLATE)));
    return template.includes(TITLE_MARK) && template.includes(ROOT_MARK) ? template : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page view for an address: its content, with what every page shows (site, offices, rules) and its addresses.
 * `query` is the part of the address's query the page reads (shared/pages/list-params.ts, readParams): nothing else a
 * visitor adds to an address reaches the page, so one rendering serves every such address.
 */
function viewOf(
  app: CoreApp,
  path: string,
  query: string,
  rules: RedirectLookup,
  content: PageContent,
  language: PageLanguage,
  preview?: Preview,
): PageView {
  const site = siteSettings(app, language.code === language.defaultCode ? undefined : language.code);
  if (!site) throw new Error("The site has no settings record: its migration creates one; was it deleted?");
  const origin = siteOrigin(app, site.site_url);
  return {
    path: query ? `${path}?${query}` : path,
    canonical: canonicalUrl(origin, path, content, language.prefix),
    origin,
    site,
    offices: offices(app),
    content,
    rules,
    language,
    ...(preview ? { preview } : {}),
  };
}

const GONE = { kind: "not-found", status: 410 } as const;
const NOT_FOUND = { kind: "not-found", status: 404 } as const;

/** The page at an address (its path and the query it reads), written from the database with the visitor's rules. */
export function pageView(
  app: CoreApp,
  path: string,
  query: string,
  rules: RedirectLookup,
): PageView | { status: 301; location: string } {
  // The language is the address's first segment, when that is a live language's code (/pt/work); else the default's.
  const { language, path: within } = splitAddress(path, liveLanguages(app));
  const load = rules.gone
    ? { content: GONE }
    : rules.notFound
      ? { content: NOT_FOUND }
      : loadPageContent(app, within, query, language);
  if ("location" in load) return load;
  return viewOf(app, path, query, rules, load.content, language);
}

/** The finished document for a page view, with its status and noindex flag. */
async function documentOf(publicDir: string, view: PageView, version: string, href?: string): Promise<Rendered> {
  const template = readTemplate(publicDir);
  if (!template) throw new Error(`${TEMPLATE} in ${publicDir} is not our build's page (it lacks ${TITLE_MARK} or ${ROOT_MARK}).`);
  const status = view.content.kind === "not-found" ? view.content.status : 200;
  return {
    kind: view.content.kind,
    status,
    noindex: isNoindex(view),
    noStore: isPrivatePage(view),
    html: await renderPage(template, view, version, href),
  };
}

/** A rendered page, and what kind of page it is (the cache keeps search results and not-found pages apart). */
export type Rendered = Omit<RenderedPage, "counted"> & { kind: PageContent["kind"] | "moved" };

/**
 * The page at an address (its decoded path, the query it reads, and the address as the browser spelt it), as the
 * cache keeps it: the finished document with its
 * status and noindex flag, or, for a page known by another address, its location (status 301).
 */
export async function renderPageFor(
  app: CoreApp,
  publicDir: string,
  path: string,
  query: string,
  rules: RedirectLookup,
  address = path,
): Promise<Rendered> {
  // Read before the content: a change in between makes the page look older than it is, never newer.
  const version = contentVersion(app);
  const view = pageView(app, path, query, rules);
  // A page known by another address (/news?page=1 is /news): kept as its location.
  if ("location" in view) return { kind: "moved", status: view.status, noindex: true, noStore: false, html: view.location };
  // The app is at the address as the browser spelt it (`/a%3Fb` is not `/a?b`), as it is when it hydrates the page.
  return documentOf(publicDir, view, version, query ? `${address}?${query}` : address);
}

/**
 * A preview link's page (never cached): the record the token opens, whatever its status, under the preview bar; or
 * the not-found page when the token opens nothing here (lib/pages/preview.ts logs why).
 */
export function renderPreviewFor(
  e: core.RequestEvent,
  publicDir: string,
  path: string,
  rules: RedirectLookup,
  token: string,
): Promise<Rendered> {
  const app = e.app;
  const version = contentVersion(app);
  const now = new Date();
  const languages = liveLanguages(app);
  const opened = rules.gone ? undefined : openPreview(app, path, token, now.getTime());
  if (!opened) {
    const { language } = splitAddress(path, languages);
    return documentOf(publicDir, viewOf(app, path, "", rules, rules.gone ? GONE : NOT_FOUND, language), version);
  }
  const { content, published } = previewContent(app, opened.record, token, now);
  const record = opened.record;
  const schedule = scheduleNote(
    {
      status: record.getString("status"),
      published_at: record.getString("published_at"),
      unpublish_at: record.getString("unpublish_at"),
    },
    studiosOf(app),
    now.getTime(),
  );
  return documentOf(
    publicDir,
    // In the record's language even before it is live: a preview is how its editors see it first.
    viewOf(app, path, "", rules, content, pageLanguage(declaredLanguages(app), record.getString("language")), {
      path,
      token,
      expires: opened.expires,
      published,
      schedule,
    }),
    version,
  );
}

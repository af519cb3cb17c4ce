import type { PageView } from "../page-view";
import { articlePage } from "./article";
import { contactPage } from "./contact";
import { siteFooter } from "./footer";
import { siteHeader } from "./header";
import { homePage } from "./home";
import { type Here, hereOf } from "./links";
import { newsPage } from "./news";
import { notFoundPage } from "./not-found";
import { officePage } from "./office";
import { previewBar } from "./preview-bar";
import { projectPage } from "./project";
import { searchPage } from "./search";
import { statsPage } from "./stats";
import { styleGuideIntro } from "./style-guide";
import { workPage } from "./work";

export interface PageBodyOptions {
  /** Editors' HTML (article and project bodies) made safe, with the browser's allow-list. */
  sanitize: (html: string) => string;
  /** The moment the page is drawn (the footer's year). */
  now: Date;
}

/** The page's own content, as its route's component draws it. */
function pageContent(here: Here, view: PageView, options: PageBodyOptions): string {
  const content = view.content;
  switch (content.kind) {
    case "home":
      return homePage(here, view, content);
    case "work":
      return workPage(here, content);
    case "news":
      return newsPage(here, content);
    case "article":
      return articlePage(here, content, options.sanitize);
    case "project":
      return projectPage(here, content, options.sanitize);
    case "office":
      return officePage(view);
    case "contact":
      return contactPage(view);
    case "style-guide":
      // Its opening only: the fixtures are the app's alone (they are measured as the app draws them).
      return styleGuideIntro();
    case "stats":
      return statsPage();
    case "not-found":
      return notFoundPage(here, content.status, view.path);
    case "search":
      return searchPage(here, content);
  }
}

/**
 * What goes inside `<div id="app">` on a full page load: the app's own markup for the page (skip link, header,
 * `<main>` in the route's layout, the `[data-page]` wrapper, the content, footer), drawn from the same page view,
 * so that a visitor without JavaScript reads the page and the app's takeover moves nothing. Every value is
 * escaped; editors' HTML goes through `sanitize`. See docs/decisions/020-readable-html-from-the-server.md.
 */
export function renderPageBody(view: PageView, options: PageBodyOptions): string {
  const here = hereOf(view.path, view.canonical);
  // A preview link's bar opens the page, as the record routes draw it (web/src/app/preview-bar.tsx).
  const appDraws = view.content.kind === "style-guide" ? ` data-app-draws="true"` : "";
  const page = `<div data-page="true"${appDraws}>${previewBar(view.preview)}${pageContent(here, view, options)}</div>`;
  const skipLink = `<a class="skip-link" href="#main">Skip to content</a>`;
  // The routes' `staticData.layout`: /test has neither header nor footer ("empty"); the home page opens with a
  // full-bleed hero under the header ("default"); every other page, the not-found page included, starts below it.
  if (view.content.kind === "style-guide") return `${skipLink}<main id="main" class="layout-empty">${page}</main>`;
  const layout = view.content.kind === "home" ? "layout-default" : "layout-spacer";
  return (
    skipLink +
    siteHeader(here, view.site) +
    `<main id="main" class="${layout}">${page}</main>` +
    siteFooter(here, view.site, view.offices, options.now) +
    APP_FAILED_NOTICE
  );
}

/**
 * Shown by the stylesheet only under `<html data-app-failed>`, which the boot script or the app sets when the app's
 * code failed to load (web/src/app/keep-server-page.ts): the server's page then stays, with this word. Drawn by the
 * server so that the scripts need no code for it (the entry's JS budget); the app's takeover replaces it.
 */
const APP_FAILED_NOTICE = `<p class="app-failed-notice" role="status">Part of this page's code did not load, so it works as a plain page: links still work. Reload to try again.</p>`;

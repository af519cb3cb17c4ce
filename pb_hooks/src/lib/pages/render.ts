import { escapeHtml } from "../../../../shared/content/html";
import { PREVIEW_PARAM, type Preview } from "../../../../shared/content/preview";
import { scheduleNote } from "../../../../shared/content/schedule-note";
import { bcp47 } from "../../../../shared/languages/alternates";
import { wordsFor } from "../../../../shared/languages/words";
import type { Words } from "../../../../shared/languages/words/en";
import { readAddress } from "../../../../shared/pages/address";
import { type LoadScreens, type RenderPage, SCREENS_MODULE, type Screen } from "../../../../shared/pages/screens";
import { tookStep } from "../../../../shared/pages/steps";
import { PAGE_DATA_ID, type PageData, scriptSafeJson } from "../../../../shared/pages/view";
import type { RedirectLookup } from "../../../../shared/redirects/rules";
import { readBound } from "../../../../shared/serving/bounds";
import { studiosOf } from "../editors/record-saves";
import { publicDirOf } from "../serving/built-files";
import type { PageRequest } from "../serving/page-request";
import { selfOrigin } from "../serving/self-origin";
import { originOf } from "../serving/site-origin";
import type { RenderedPage } from "./cache";
import { setRenderGlobals } from "./render-globals";
import { takeSeat } from "./render-seats";
import { sanitizeRichText } from "./sanitize-rich-text";
import { recordShown, visitorReads } from "./visitor-reads";

/**
 * A page drawn for a request (issue 31; decision 072): the app's own routes, loaders and components draw it
 * (web/src/server/render.tsx, built into lib/screens/render.js and required on a page-cache miss only: a VM's first
 * require compiles it), reading through the visitor reads (visitor-reads.ts); this writes what they drew into the
 * built index.html, with the query cache their loaders filled as the page's inline data.
 */

const TEMPLATE = "index.html";
// What index.html must hold for the page to be written into it (web/index.html).
const TITLE_MARK = "<title>Studio</title>";
const HTML_MARK = '<html lang="en"';
const ROOT_MARK = '<div id="app"></div>';

/** A drawn page, as the cache keeps it and what kind it is (the cache keeps search results and not-found pages apart). */
export type Drawn = Omit<RenderedPage, "counted"> & { kind: string };

/**
 * Shown by the stylesheet only under `<html data-app-failed>`, which the boot script or the app sets when the app's
 * code failed to load (web/src/app/start/keep-server-page.ts): the server's page then stays, with this word. Outside
 * the app's root, so that the app needs no code for it (the entry's JS budget) and hydration never meets it.
 */
const appFailedNotice = (words: Words) => `<p class="app-failed-notice" role="status">${escapeHtml(words.errors.appFailed)}</p>`;

function readTemplate(publicDir: string): string {
  let template: string | undefined;
  try {
    template = toString($os.readFile($filepath.join(publicDir, TEMPLATE)));
  } catch {
    template = undefined;
  }
  if (!template?.includes(TITLE_MARK) || !template.includes(ROOT_MARK))
    throw new Error(`${TEMPLATE} in ${publicDir} is not our build's page (it lacks ${TITLE_MARK} or ${ROOT_MARK}).`);
  return template;
}

/**
 * The origin of absolute links when the site record names none: what ops configured as PocketBase's Application URL,
 * else the address this server was started on (serving/site-origin.ts). The render prefers the record's `site_url`.
 */
const fallbackOrigin = (app: CoreApp) =>
  originOf({ siteUrl: "", appUrl: app.settings().meta.appURL ?? "", listenOrigin: selfOrigin() });

/**
 * The whole document: index.html with the page's head, its screen and the data the app starts from, marked with the
 * content version it was read at (an open page compares it with the server's when its live updates connect) and the
 * language's prefix, which the app's router takes as its base path before it reads the data.
 */
function documentOf(template: string, screen: Screen, request: PageRequest, words: Words): string[] {
  const data: PageData = {
    queries: screen.queries,
    ...(screen.drawn.length > 0 ? { drawn: screen.drawn } : {}),
    language: request.language,
    words,
  };
  const dataOpen = `<script type="application/json" id="${PAGE_DATA_ID}" data-content-version="${escapeHtml(request.content)}" data-origin="${escapeHtml(screen.origin)}" data-prefix="${escapeHtml(request.language.prefix)}">`;
  return filled(template, [
    [HTML_MARK, [`<html lang="${escapeHtml(bcp47(request.language.code))}" dir="${request.language.dir}"`]],
    [TITLE_MARK, [screen.head]],
    [ROOT_MARK, ['<div id="app">', screen.body, "</div>", appFailedNotice(words), dataOpen, scriptSafeJson(data), "</script>"]],
  ]);
}

/**
 * The template with each mark's first occurrence replaced by its parts, in order, never joined into one text: PocketBase's
 * JS engine copies a text at every `+` and `replace`, and a long article's document is megabytes (issue 32: a tenth of
 * its draw went to building it). The parts are joined as bytes (document-bytes.ts).
 */
function filled(template: string, marks: [mark: string, parts: string[]][]): string[] {
  const found = marks
    .map(([mark, parts]) => ({ at: template.indexOf(mark), mark, parts }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const out: string[] = [];
  let from = 0;
  for (const { at, mark, parts } of found) {
    out.push(template.slice(from, at), ...parts);
    from = at + mark.length;
  }
  out.push(template.slice(from));
  return out;
}

/**
 * What the address of a record visitors cannot see answers: 410 Gone when it was published and its unpublish time has
 * passed (unless its editor chose 404), else 404 (a draft, a scheduled record, or none at all). Issue 22, item 17.
 */
function goneOrNotFound(app: CoreApp, request: PageRequest): 404 | 410 {
  const page = request.page;
  if (page?.kind !== "record" || !app.findCollectionByNameOrId(page.collection).fields.getByName("unpublish_at")) return 404;
  const [left] = app.findRecordsByFilter(
    page.collection,
    'language = {:language} && slug = {:slug} && status = "published" && unpublish_at != "" && unpublish_at <= @now',
    "",
    1,
    0,
    { slug: page.slug, language: request.language.code },
  );
  return left && left.getString("after_unpublish") !== "not-found" ? 410 : 404;
}

/**
 * TEST_RENDER_DELAY_MS: a render made slow on purpose, for the tests of what waits for a render (tests/render-once.alone.test.ts).
 * Read once per VM; never set outside tests.
 */
let renderDelay: number | undefined;
function slowedForTests(): void {
  renderDelay ??= Number($os.getenv("TEST_RENDER_DELAY_MS") || 0);
  if (renderDelay > 0) sleep(renderDelay);
}

/** This engine's own: its name among the render seats, how many pages it has drawn, and its screens while seated. */
const engine = globalThis as { renderEngine?: string; draws?: number; keptScreens?: RenderPage };
let seats: number | undefined;

/**
 * Lets screens built for one render go: the router keeps the route tree it read last in a global of the engine
 * (`__TSR_CACHE__`, for the next render of the same tree), which would hold all of them.
 */
const letScreensGo = () => {
  delete (globalThis as { __TSR_CACHE__?: unknown }).__TSR_CACHE__;
};

/** The app's screens in this engine: kept while it holds a render seat (render-seats.ts), else built for this render. */
function screensFor(app: CoreApp): { renderPage: RenderPage; kept: boolean } {
  seats ??= readBound("renderSeats", (name) => $os.getenv(name));
  engine.renderEngine ??= $security.randomString(16);
  engine.draws = (engine.draws ?? 0) + 1;
  const seated = takeSeat(app.store(), engine.renderEngine, Date.now(), seats, engine.draws);
  if (seated && engine.keptScreens) return { renderPage: engine.keptScreens, kept: true };
  const { loadScreens } = require(`${__hooks}/${SCREENS_MODULE}`) as { loadScreens: LoadScreens };
  const { renderPage } = loadScreens();
  engine.keptScreens = seated ? renderPage : undefined;
  return { renderPage, kept: seated };
}

function draw(
  app: CoreApp,
  request: PageRequest,
  rules: RedirectLookup,
  href: string,
  preview?: { info: Preview; collection: string; id: string },
  judgeGone = !preview,
): Promise<Drawn> {
  const template = readTemplate(publicDirOf());
  tookStep("draw", request.key);
  setRenderGlobals();
  const { renderPage, kept } = screensFor(app);
  const words = wordsFor(request.language.code);
  const within = readAddress({ address: request.within, query: request.query });
  return renderPage({
    href,
    within,
    language: request.language,
    words,
    fallbackOrigin: fallbackOrigin(app),
    reads: visitorReads(app, preview ? { collection: preview.collection, id: preview.id, token: preview.info.token } : undefined),
    rules,
    ...(preview ? { preview: preview.info } : {}),
    sanitize: sanitizeRichText,
  })
    .finally(() => {
      if (!kept) letScreensGo();
    })
    .then((screen) => {
      slowedForTests();
      // A page known by another address (/news?page=1 is /news): kept as its location.
      if (screen.location !== undefined)
        return { kind: "moved", status: 301, noindex: true, noStore: false, html: [screen.location] };
      const status = screen.status === 404 && judgeGone ? goneOrNotFound(app, request) : screen.status;
      return {
        kind: screen.kind,
        status,
        noindex: screen.noindex,
        noStore: screen.private,
        html: documentOf(template, screen, request, words),
      };
    });
}

/**
 * The page at a request's address, drawn with these rules, as the cache keeps it: the finished document with its
 * status and noindex flag, or, for a page known by another address, its location (status 301). The app is at the
 * address as the browser spelt it (`/a%3Fb` is not `/a?b`), as it is when it hydrates the page.
 */
export function drawPage(app: CoreApp, request: PageRequest, rules: RedirectLookup): Promise<Drawn> {
  return draw(app, request, rules, readAddress(request));
}

/**
 * The page a preview link gets when its token opens nothing here (preview.ts logs why): the not-found page, or the
 * gone page of a removed address. The same for every such link at one address, so it is kept like a page (answer.ts).
 */
export function drawRefusedPreview(app: CoreApp, request: PageRequest, rules: RedirectLookup): Promise<Drawn> {
  return draw(app, request, rules.gone ? rules : { ...rules, notFound: true }, request.address, undefined, false);
}

/**
 * A preview link's page (never kept): the record the token opened (openPreview), whatever its status, under the
 * preview bar. It is drawn as its page will be once published: its neighbours are those of its publish time, or of
 * now when it has none yet.
 */
export function drawPreview(
  app: CoreApp,
  request: PageRequest,
  rules: RedirectLookup,
  opened: { record: core.Record; expires: number },
  now: number,
): Promise<Drawn> {
  const token = request.preview ?? "";
  const record = opened.record;
  const info: Preview = {
    path: request.address,
    token,
    expires: opened.expires,
    published: recordShown(app, record.collection().name, record.getString("slug"), record.getString("language")),
    schedule: scheduleNote(
      {
        status: record.getString("status"),
        published_at: record.getString("published_at"),
        unpublish_at: record.getString("unpublish_at"),
      },
      studiosOf(app),
      now,
    ),
  };
  // The app is at the link's address, its token kept: the app's preview mode reads it.
  return draw(app, request, rules, `${request.address}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`, {
    info,
    collection: record.collection().name,
    id: record.id,
  });
}

/**
 * The page's only script tag (scripts/lib/vite-deferred-app.ts puts it there, naming the app in `data-app`). The
 * server's page is complete and usable without the app (links are plain links), so the app waits until the page
 * has loaded and been painted: its pictures and fonts get the connection first, and they are what a phone shows
 * first (decision 073). "Painted" matters where the page loads faster than it paints (a fast connection): the
 * load event can come before the first frame. A visitor who acts sooner (a tap, a key) starts the app at once, and
 * so does a page still loading after 3 s. No imports: nothing of the app may be fetched before this asks for it.
 */
const AT_MOST_MS = 3000;
const FIRST_INPUT = ["pointerdown", "keydown", "touchstart"] as const;

const app = document.querySelector<HTMLScriptElement>("script[data-app]")?.dataset.app;
let started = false;

// The phone menu needs none of this: the server's menu is a popover the browser opens and closes itself, and the app
// keeps a menu opened before it took over open (web/src/app/site-header.tsx; issue 33).

/**
 * Runs `then` once the page has painted its first content: on a fast connection the load event can come before the
 * first frame, and the app's code would then compete with the paint it is meant to follow.
 */
function afterFirstPaint(then: () => void) {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return then();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}

/** Starts the app once the page has loaded and painted, a frame later still (the lead picture's paint). */
function afterLoad() {
  afterFirstPaint(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0))));
}

function start() {
  if (started || !app) return;
  started = true;
  window.removeEventListener("load", afterLoad);
  for (const type of FIRST_INPUT) window.removeEventListener(type, start, true);
  import(/* @vite-ignore */ app).catch((error: unknown) => {
    // The server's page stays as it is: readable, and its links still work; its notes for a page without the app show.
    console.error(`The app's code (${app}) did not load; the page works without it`, error);
    // Shows the server's notice and the page's notes for a page without the app (pb_hooks/src/lib/pages/render.ts).
    document.documentElement.dataset.appFailed = "true";
  });
}

if (!app) console.error("The page names no app to start (script[data-app] is missing)");
else if (document.readyState === "complete") afterLoad();
else {
  window.addEventListener("load", afterLoad, { once: true });
  for (const type of FIRST_INPUT) window.addEventListener(type, start, { capture: true, passive: true });
  setTimeout(start, AT_MOST_MS);
}

// Page titles both the head builder (shared/pages/head.ts) and pages that name themselves use. Apart from the head builder,
// which loads with the first navigation inside the app: a route's options that import a title from there would pull
// the builder, structured data and all, into the app's entry (web/src/app/head/route-head.ts).

/** "Work · Meridian": the page's own title, then the site's name. */
export const documentTitle = (title: string, siteName: string | undefined) => (siteName ? `${title} · ${siteName}` : title);

/** /test, the motion style guide (web/src/routes/test.tsx names itself the same). */
export const STYLE_GUIDE_TITLE = "Motion style guide";

/** /stats, the editors' page views. */
export const STATS_TITLE = "Site statistics";

import { useQuery } from "@tanstack/react-query";
import { type ErrorComponentProps, Link, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { looksLikeBot } from "../../../../shared/analytics/bots";
import { inLanguage } from "../../../../shared/languages/languages";
import { pageAddress } from "../../../../shared/pages/match";
import { pageNotFoundMessage } from "../../../../shared/pages/navigation";
import { documentTitle } from "../../../../shared/pages/titles";
import { siteQuery } from "../../features/site/site-query";
import { GENERIC_FAILURE } from "../../lib/backend-error";
import { documentLanguage, words } from "../../lib/document-language";
import { Icon } from "../../lib/icon";
import { arrowRight } from "../../lib/icons/arrow-right";
import { isResponseError } from "../../lib/pocketbase";
import { PageLayout } from "../layouts";
import { stillOnArrival } from "../start/first-page";
import { isGone, PageError } from "./page-error";
import "./error-page.css";

/** Where the app reports an address it showed not-found for (pb_hooks/src/redirects.pb.ts). */
const NOT_FOUND_ENDPOINT = "/api/not-found";

/**
 * The one error page: a not-found variant for 404 (and 410, a page removed on purpose), a
 * server-error variant for everything else. The not-found page's head, title included, is the
 * page head's (shared/pages/head.ts), as on the server. A server error has no page view, so that
 * variant names itself: React puts the title of the component mounted last first in the head,
 * so it takes over the title of the page that failed and gives it back when it goes.
 */
export function ErrorPage({ status, message, onRetry }: { status: number; message: string; onRetry?: () => void }) {
  const notFound = status === 404 || status === 410;
  const { data: site } = useQuery(siteQuery());
  const said = words();
  return (
    <section className="error-page container" data-testid="error-page" data-status={status}>
      {!notFound && <title>{documentTitle(said.errors.wentWrong, site?.site_name)}</title>}
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1>{notFound ? said.errors.notFound : said.errors.serverError}</h1>
      <p className="lede">{message}</p>
      <div className="error-actions">
        <Link to="/" className="button">
          {said.errors.home} <Icon icon={arrowRight} />
        </Link>
        {notFound ? (
          <Link to="/work" className="button ghost">
            {said.home.seeWork}
          </Link>
        ) : (
          <button type="button" className="button ghost" onClick={onRetry ?? (() => window.location.reload())}>
            {said.errors.tryAgain}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * Unmatched paths, records that do not exist, a list's page that is not there, removed pages: a non-fatal 404 (or 410).
 * A 404 reached inside the site goes to the 404 log (the server logged the page the document arrived with itself).
 */
export function NotFoundPage({ data }: { data?: unknown }) {
  const { pathname: within, searchStr } = useLocation();
  // The address as the visitor asked for it, the language's prefix included (/pt/news/…), with what its page reads.
  const pathname = inLanguage(documentLanguage().prefix, within);
  // The server draws the page at its read address already (pb_hooks/src/lib/pages/render.ts): nothing to read again.
  const read = import.meta.env.SSR ? `${within}${searchStr}` : pageAddress(within, searchStr);
  const address = inLanguage(documentLanguage().prefix, read);
  const gone = isGone(data);
  useEffect(() => {
    if (gone || stillOnArrival() || looksLikeBot(navigator.userAgent)) return;
    // The server counts it only if it answers the address with not found too; the page this link was on is ours.
    // With its query: /news?page=99 is a miss, /news is not (the server keeps only what the page reads).
    const report = JSON.stringify({ path: address, referrer: window.location.origin });
    if (!navigator.sendBeacon(NOT_FOUND_ENDPOINT, new Blob([report], { type: "application/json" })))
      console.warn(`The missing address ${pathname} could not be reported to the 404 log`);
  }, [gone, pathname, address]);
  return <ErrorPage status={gone ? 410 : 404} message={pageNotFoundMessage(address, words())} />;
}

function describe(error: unknown): { status: number; message: string } {
  if (error instanceof PageError) return { status: error.status, message: error.message };
  if (isResponseError(error))
    return { status: error.status >= 500 || error.status === 0 ? 500 : error.status, message: GENERIC_FAILURE };
  return { status: 500, message: words().errors.unexpected };
}

/**
 * Fatal and unhandled errors. Crawlers and other bots get no error page (it would be
 * indexed as the page's content): the error is only logged.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { status, message } = describe(error);
  const bot = typeof navigator !== "undefined" && looksLikeBot(navigator.userAgent);
  useEffect(() => {
    console.error(`Page error (${status})`, error);
  }, [error, status]);
  if (bot) return null;
  return <ErrorPage status={status} message={message} onRetry={reset} />;
}

/**
 * An error before any page could load (the route rules, an unknown route middleware, the
 * site's settings): the error page in the site's frame, so the visitor can go on from the header.
 */
export function RootErrorPage(props: ErrorComponentProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        {words().errors.skip}
      </a>
      <PageLayout name="menu-spacer">
        <RouteErrorPage {...props} />
      </PageLayout>
    </>
  );
}

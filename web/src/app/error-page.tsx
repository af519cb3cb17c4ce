import { type ErrorComponentProps, Link, useLocation } from "@tanstack/react-router";
import { ClientResponseError } from "pocketbase";
import { useEffect } from "react";
import { GENERIC_FAILURE } from "../lib/backend-error";
import { looksLikeBot } from "./bots";
import { Icon } from "./icon";
import { PageError, pageNotFoundMessage } from "./page-error";
import "./error-page.css";

const STATUS_TEXT: Record<number, string> = { 404: "Page Not Found" };

/** The one error page: a not-found variant for 404, a server-error variant for everything else. */
export function ErrorPage({ status, message, onRetry }: { status: number; message: string; onRetry?: () => void }) {
  const notFound = status === 404;
  return (
    <section className="error-page container" data-testid="error-page" data-status={status}>
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1>{STATUS_TEXT[status] ?? "Internal Server Error"}</h1>
      <p className="lede">{message}</p>
      <div className="error-actions">
        <Link to="/" className="button">
          Go to the home page <Icon name="arrow-right" />
        </Link>
        {notFound ? (
          <Link to="/work" className="button ghost">
            See our work
          </Link>
        ) : (
          <button type="button" className="button ghost" onClick={onRetry ?? (() => window.location.reload())}>
            Try again
          </button>
        )}
      </div>
    </section>
  );
}

/** Unmatched paths and records that do not exist: a non-fatal 404. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={pageNotFoundMessage(pathname)} />;
}

function describe(error: unknown): { status: number; message: string } {
  if (error instanceof PageError) return { status: error.status, message: error.message };
  if (error instanceof ClientResponseError)
    return { status: error.status >= 500 || error.status === 0 ? 500 : error.status, message: GENERIC_FAILURE };
  return { status: 500, message: "An unexpected error stopped this page from loading. We have noted it; please try again." };
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

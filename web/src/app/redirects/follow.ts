import type { ParsedLocation } from "@tanstack/react-router";
import { notFound, redirect } from "@tanstack/react-router";
import { withinLanguage } from "../../../../shared/languages/languages";
import { normalisePath } from "../../../../shared/redirects/paths";
import { MAX_HOPS } from "../../../../shared/redirects/rules";
import { documentLanguage } from "../../lib/document-language";
import { navigationTarget } from "../../lib/navigation-target";
import { countRedirectVisit } from "./lookup-query";

/**
 * Following a redirect inside the app (apply.ts), in a module of its own: a full page load never follows one (the
 * server has), so no page fetches this code until a navigation inside the app meets a redirect.
 */

declare module "@tanstack/history" {
  interface HistoryState {
    /** The addresses the app redirected from, in order, to arrive at this one. */
    redirectedFrom?: string[];
  }
}

/**
 * Follows a redirect from `path` in the app, unless that would go round (back to an address of this visit's chain)
 * or past MAX_HOPS: then the not-found page, and the chain in the console. The server's answers already end every
 * chain they know of; this holds when answers cached at different times disagree.
 */
export function internalRedirect(location: ParsedLocation, path: string, href: string): never {
  const chain = [...(location.state.redirectedFrom ?? []), path];
  const url = new URL(href, window.location.origin);
  const next = normalisePath(url.pathname);
  if (chain.includes(next) || chain.length > MAX_HOPS) {
    console.error(`A redirect loop, or more than ${MAX_HOPS} redirects: ${[...chain, next].join(" → ")}`);
    throw notFound();
  }
  // A target in another language is another document (issue 24): the browser goes there.
  const within = withinLanguage(url.pathname, documentLanguage());
  if (within === undefined) {
    window.location.assign(url.href);
    throw notFound();
  }
  throw redirect({
    to: within,
    search: Object.fromEntries(url.searchParams),
    hash: url.hash.slice(1) || undefined,
    replace: true,
    state: { redirectedFrom: chain },
  });
}

/** Follows an editor's redirect rule from `path`: in the app, or out of it; counted unless the server counted it. */
export async function followRule(location: ParsedLocation, path: string, to: string, counted: boolean): Promise<void> {
  const target = navigationTarget(to, window.location.origin);
  if (target.kind === "internal") {
    if (!counted) countRedirectVisit(path);
    internalRedirect(location, path, target.href);
  }
  if (target.kind === "external") {
    if (!counted) countRedirectVisit(path);
    window.location.assign(target.href);
    // The browser is leaving; keep this navigation pending until it has.
    await new Promise(() => undefined);
  }
  console.error(`Refused to navigate from ${path} to ${to}`);
}

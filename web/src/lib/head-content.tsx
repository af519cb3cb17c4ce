import { type AnyRouteMatch, useRouterState } from "@tanstack/react-router";
import { useLayoutEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import type { PageHead } from "../../../shared/pages/head";
import { scriptSafeJson } from "../../../shared/pages/view";

const JSON_LD = "application/ld+json";

/**
 * A page head (shared/pages/head.ts) in the shape a route's `head` option returns. The router keeps
 * one title (the deepest route's) and one meta per name or property (the deepest route's wins);
 * links and scripts it only dedupes when identical, so a page's whole head comes from one route.
 */
export function routerHead(head: PageHead) {
  return {
    meta: [{ title: head.title }, ...head.meta],
    links: head.links,
    scripts: head.jsonLd.map((data) => ({ type: JSON_LD, children: scriptSafeJson(data) })),
  };
}

/** Everything a page head may hold: what the document arrived with and what the app replaces. */
const PAGE_HEAD_SELECTOR = [
  "title",
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  `script[type="${JSON_LD}"]`,
].join(", ");

let arrivedHeadTaken = false;

/** The head the document arrived with (the server's, or index.html's placeholder title); once per document. */
function takeArrivedHead(): Element[] {
  if (arrivedHeadTaken || import.meta.env.SSR) return [];
  arrivedHeadTaken = true;
  return Array.from(document.head.querySelectorAll(PAGE_HEAD_SELECTOR));
}

/** One tag of a page's head, as the routes' `head` options give them. */
interface HeadTag {
  tag: "title" | "meta" | "link" | "script";
  attrs?: Record<string, string>;
  children?: string;
}

/**
 * The head the shown routes give, as the router's own HeadContent would build it (its `useTags`, some 2 KB of the
 * phone's entry for options the site never uses): the routes up to the first not yet loaded or not found, the deepest
 * title, one meta per name or property (the deepest route's wins), then every link and head script, each once.
 */
export function headTags(matches: readonly AnyRouteMatch[]): HeadTag[] {
  const end = matches.findIndex((match) => match.status !== "success" || match._notFound);
  const shown = end < 0 ? matches : matches.slice(0, end + 1);
  let title: HeadTag | undefined;
  const named = new Set<string>();
  const metas: HeadTag[] = [];
  for (const match of [...shown].reverse()) {
    for (const meta of [...((match.meta ?? []) as (Record<string, string> | undefined)[])].reverse()) {
      if (!meta) continue;
      if (meta.title) {
        title ??= { tag: "title", children: meta.title };
        continue;
      }
      const name = meta.name ?? meta.property;
      if (name && named.has(name)) continue;
      if (name) named.add(name);
      metas.push({ tag: "meta", attrs: meta });
    }
  }
  if (title) metas.push(title);
  const links = shown.flatMap((match) =>
    (match.links ?? []).map((attrs): HeadTag => ({ tag: "link", attrs: attrs as Record<string, string> })),
  );
  const scripts = shown.flatMap((match) =>
    ((match.headScripts ?? []) as (Record<string, string> | undefined)[]).map((script): HeadTag => {
      const { children, ...attrs } = script ?? {};
      return { tag: "script", attrs, children };
    }),
  );
  const seen = new Set<string>();
  return [...metas.reverse(), ...links, ...scripts].filter((tag) => {
    const key = JSON.stringify(tag);
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

const noChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * The routes' heads, in the document head: in place of the router's HeadContent, which renders
 * JSON-LD scripts where it stands (in the body). Title, meta and links are hoisted by React;
 * JSON-LD goes into the head through a portal. Each tag is keyed by its content, so nothing of
 * the previous page's head stays behind after a navigation.
 */
export function PageHeadContent() {
  const tags = headTags(useRouterState({ select: (state) => state.matches }));
  // Read during the first render, before React adds its own tags to the head.
  const [arrived] = useState(takeArrivedHead);
  const ready = tags.length > 0;
  // A portal needs the live document: not during a render to a string (the parity test). Known from the first render,
  // not set by an effect: a state set in a layout effect renders the app again inside the takeover's commit.
  const inDocument = useSyncExternalStore(noChanges, inBrowser, onServer);
  // In the same commit that adds the app's head (a layout effect runs before anything else can read the
  // document): the one the document arrived with would now only repeat it, and nothing sees both.
  useLayoutEffect(() => {
    if (ready) for (const element of arrived) element.remove();
  }, [ready, arrived]);

  const hoisted = tags.map((tag) => {
    const key = JSON.stringify(tag);
    if (tag.tag === "title") return <title key={key}>{tag.children}</title>;
    if (tag.tag === "meta") return <meta key={key} {...tag.attrs} />;
    if (tag.tag === "link") {
      // React's name for the attribute (it warns at `hreflang`, and writes `hreflang` either way).
      const { hreflang, ...attrs } = tag.attrs ?? {};
      return <link key={key} {...attrs} hrefLang={hreflang} />;
    }
    return null;
  });
  const jsonLd = tags
    .filter((tag) => tag.tag === "script" && tag.attrs?.type === JSON_LD && typeof tag.children === "string")
    .map((tag) => (
      // A text node: the DOM takes it as it is, and scriptSafeJson left no "<" in it for a parser to stop at.
      <script key={JSON.stringify(tag)} type={JSON_LD}>
        {tag.children}
      </script>
    ));
  return (
    <>
      {hoisted}
      {inDocument && createPortal(jsonLd, document.head)}
    </>
  );
}

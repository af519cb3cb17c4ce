import { formatDate } from "../format";
import type { PageView } from "../page-view";
import { isoDate } from "../pb-date";
import type { SearchRequest } from "../search-query";
import {
  KIND_LABELS,
  type MarkedText,
  resultsSummary,
  SEARCH_PAGE_FIELD,
  SEARCH_TEXT,
  type SearchHit,
  type SearchResults,
} from "../search-results";
import { type Here, link, type Target, to } from "./links";
import { attributes, each, element, text, when } from "./markup";

type Search = Extract<PageView["content"], { kind: "search" }>;

/** Where a result leads: a project's or an article's page, or the work a service is about. */
export function hitTarget(hit: Pick<SearchHit, "kind" | "slug">): Target {
  if (hit.kind === "project") return to.project(hit.slug);
  if (hit.kind === "article") return to.article(hit.slug);
  return to.work(hit.slug);
}

/** web/src/features/search/marked-text.tsx: every piece escaped, the matched ones in `<mark>`. */
export const markedHtml = (pieces: MarkedText) =>
  each(pieces, (piece, i) => (i % 2 ? `<mark>${text(piece)}</mark>` : text(piece)));

/** web/src/features/search/search-outcome.tsx, one result. */
function hitHtml(here: Here, hit: SearchHit, level: 2 | 3): string {
  return (
    `<li class="search-result"><p class="eyebrow">${text(KIND_LABELS[hit.kind])}` +
    when(
      hit.kind === "article",
      () => ` · ${element("time", { datetime: isoDate(hit.published_at) }, text(formatDate(hit.published_at)))}`,
    ) +
    `</p><h${level} class="search-result-title">${link(here, hitTarget(hit), {}, markedHtml(hit.title))}</h${level}>` +
    when(hit.snippet.join(""), () => `<p class="search-result-snippet">${markedHtml(hit.snippet)}</p>`) +
    "</li>"
  );
}

/** web/src/features/search/search-outcome.tsx: what a search came to, as the page first shows it. */
export function searchOutcome(here: Here, request: SearchRequest, results: SearchResults | undefined, level: 2 | 3): string {
  if (request.kind === "blank") return `<p class="notice search-prompt">${text(SEARCH_TEXT.prompt)}</p>`;
  if (request.kind === "problem") return `<p class="notice error" role="alert">${text(request.problem)}</p>`;
  if (!results) return `<p class="notice error" role="alert">${text(SEARCH_TEXT.failed)}</p>`;
  return (
    `<p class="search-summary" role="status">${text(resultsSummary(results))}</p>` +
    (results.hits.length === 0
      ? `<p class="notice search-prompt"><span>Try other words, or browse ${link(here, to.work(), {}, "our work")} and ${link(here, to.news(), {}, "the news")}.</span></p>`
      : `<ol class="search-results">${each(results.hits, (hit) => hitHtml(here, hit, level))}</ol>`)
  );
}

/** The search form, as the app's first render draws it (web/src/features/search/search-form.tsx). */
export function searchForm(id: string, query: string): string {
  return (
    `<search class="search-form"><form action="/search" method="get">` +
    `<label class="visually-hidden" for="${id}">${text(SEARCH_TEXT.label)}</label>` +
    `<input${attributes({ id, type: "search", name: "q", value: query, autocomplete: "off", spellcheck: "false", enterkeyhint: "search" })}/>` +
    `<button type="submit" class="button">Search</button></form></search>`
  );
}

/** web/src/routes/search.tsx */
export function searchPage(here: Here, content: Search): string {
  const query = content.request.kind === "blank" ? "" : content.request.query;
  return (
    `<div class="container search-page"><header class="page-head"><h1>Search</h1>` +
    `<p class="lede">${text(SEARCH_TEXT.lede)}</p></header>` +
    searchForm(SEARCH_PAGE_FIELD, query) +
    searchOutcome(here, content.request, content.results, 2) +
    "</div>"
  );
}

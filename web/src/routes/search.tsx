import { useQuery } from "@tanstack/react-query";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { PageContent } from "../../../shared/pages/view";
import { normaliseQuery, readSearchParam } from "../../../shared/search/query";
import { SEARCH_PAGE_FIELD } from "../../../shared/search/results";
import { routeHead } from "../app/head/route-head";
import { SearchForm } from "../features/search/search-form";
import { SearchOutcome } from "../features/search/search-outcome";
import { searchQuery } from "../features/search/search-query";
import { words } from "../lib/document-language";

interface SearchSearch {
  /** As the address has it: the loader reads it by the server's own rule (shared/search/query.ts). */
  q?: string | string[];
}

export const Route = createFileRoute("/search")({
  staticData: { layout: "menu-spacer" },
  validateSearch: (search: Record<string, unknown>): SearchSearch =>
    search.q === undefined ? {} : { q: search.q as SearchSearch["q"] },
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ deps: { q }, context: { queryClient } }) => {
    const request = readSearchParam(q);
    if (request === "no-page") throw notFound();
    // A failed search is the page's own state (with a retry), not the route's error page: prefetch never throws.
    if (request.kind === "search") await queryClient.prefetchQuery(searchQuery(request.query));
    return { kind: "search", request } satisfies PageContent;
  },
  head: routeHead,
  component: SearchPage,
});

function SearchPage() {
  const { request } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const query = request.kind === "blank" ? "" : request.query;
  const [text, setText] = useState(query);
  // Another address (back, forward, the dialog) shows its own query in the field.
  useEffect(() => setText(query), [query]);
  const search = useQuery({ ...searchQuery(request.kind === "search" ? request.query : ""), enabled: request.kind === "search" });

  return (
    <div className="container search-page">
      <header className="page-head">
        <h1>{words().search.title}</h1>
        <p className="lede">{words().search.lede}</p>
      </header>
      <SearchForm
        id={SEARCH_PAGE_FIELD}
        value={text}
        onChange={setText}
        onSubmit={() => {
          const typed = normaliseQuery(text);
          void navigate({ search: typed ? { q: typed } : {} });
        }}
      />
      <SearchOutcome request={request} search={search} level={2} />
    </div>
  );
}

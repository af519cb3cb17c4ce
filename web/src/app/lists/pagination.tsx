import { Link } from "@tanstack/react-router";
import { fill } from "../../../../shared/languages/words/fill";
import { gapLabel, pageLinks } from "../../../../shared/pages/pagination";
import { words } from "../../lib/document-language";
import { Icon } from "../../lib/icon";
import { arrowLeft } from "../../lib/icons/arrow-left";
import { arrowRight } from "../../lib/icons/arrow-right";
import type { FileRoutesByTo } from "../../routeTree.gen";

/**
 * The lists with pages: every route whose search takes a `page` (/news, /work), read from the route tree, so that a
 * new paged list (docs/guides/new-page.md) is one without an edit here.
 */
export type PagedList = {
  [Path in keyof FileRoutesByTo]: "page" extends keyof FileRoutesByTo[Path]["types"]["searchSchema"] ? Path : never;
}[keyof FileRoutesByTo];

/**
 * A list's search for its page n: what else it is filtered by, and `page` from the second page on (a value left
 * undefined is left out of the address).
 */
export type PageSearch = (n: number) => Record<string, string | undefined>;

/**
 * A list's page links (/news, /work): previous, the first, the last and the current page's neighbours with the gaps
 * between them (shared/pages/pagination.ts), next. Nothing for a list of one page. `label` names the list of pages.
 */
export function Pagination({
  to,
  page,
  pages,
  search,
  label,
}: {
  to: PagedList;
  page: number;
  pages: number;
  search: PageSearch;
  label: string;
}) {
  const said = words();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link to={to} search={search(page - 1)} rel="prev" activeOptions={{ exact: true }}>
          <Icon icon={arrowLeft} /> <span className="visually-hidden">{said.news.previousPage}</span>
        </Link>
      ) : (
        <span aria-disabled="true">
          <Icon icon={arrowLeft} />
        </span>
      )}
      <ol>
        {pageLinks(page, pages).map((entry) =>
          "gap" in entry ? (
            <li key={`gap-${entry.gap.from}`} className="pagination-gap">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{gapLabel(entry.gap, said)}</span>
            </li>
          ) : (
            <li key={entry.page}>
              <Link
                to={to}
                search={search(entry.page)}
                aria-current={entry.page === page ? "page" : undefined}
                aria-label={fill(said.news.page, { page: entry.page })}
                // Exact: page 1's address (no search) would otherwise count as current on every page.
                activeOptions={{ includeSearch: true, exact: true }}
              >
                {entry.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={to} search={search(page + 1)} rel="next" activeOptions={{ exact: true }}>
          <span className="visually-hidden">{said.news.nextPage}</span> <Icon icon={arrowRight} />
        </Link>
      ) : (
        <span aria-disabled="true">
          <Icon icon={arrowRight} />
        </span>
      )}
    </nav>
  );
}

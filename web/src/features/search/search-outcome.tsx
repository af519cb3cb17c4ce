import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { formatDate } from "../../../../shared/format";
import { isoDate } from "../../../../shared/pb-date";
import type { SearchRequest } from "../../../../shared/search-query";
import { KIND_LABELS, resultsSummary, SEARCH_TEXT, type SearchHit, type SearchResults } from "../../../../shared/search-results";
import { words } from "../../lib/language";
import { MarkedText } from "./marked-text";
import "./search.css";

/** A result's link: a project's or an article's page, or the work a service is about (shared hitTarget). */
function HitLink({ hit, onFollow, children }: { hit: SearchHit; onFollow?: () => void; children: ReactNode }) {
  if (hit.kind === "project")
    return (
      <Link to="/project/$slug" params={{ slug: hit.slug }} onClick={onFollow}>
        {children}
      </Link>
    );
  if (hit.kind === "article")
    return (
      <Link to="/news/$slug" params={{ slug: hit.slug }} onClick={onFollow}>
        {children}
      </Link>
    );
  return (
    <Link to="/work" search={{ service: hit.slug }} onClick={onFollow}>
      {children}
    </Link>
  );
}

interface SearchOutcomeProps {
  request: SearchRequest;
  search: UseQueryResult<SearchResults>;
  /** Result titles are headings below the page's (2) or the dialog's (3). */
  level: 2 | 3;
  /** A result or a suggested page was followed (the dialog closes). */
  onFollow?: () => void;
}

/**
 * What a search came to: a prompt, a problem with the query, searching, a failure with a retry, no results (with
 * somewhere to go), or the results, best first, matched words marked. Drawn by the server as well (server/render.tsx).
 */
export function SearchOutcome({ request, search, level, onFollow }: SearchOutcomeProps) {
  if (request.kind === "blank") return <p className="notice search-prompt">{SEARCH_TEXT.prompt}</p>;
  if (request.kind === "problem")
    return (
      <p className="notice error" role="alert">
        {request.problem}
      </p>
    );
  const results = search.data;
  if (!results && search.isError)
    return (
      <p className="notice error" role="alert">
        <span>
          {search.error.message}{" "}
          <button type="button" className="text-button" onClick={() => void search.refetch()}>
            Try again
          </button>
        </span>
      </p>
    );
  if (!results)
    return (
      <p className="notice search-prompt" role="status">
        Searching…
      </p>
    );
  const Title = level === 2 ? "h2" : "h3";
  return (
    <>
      <p className="search-summary" role="status">
        {resultsSummary(results)}
      </p>
      {results.hits.length === 0 ? (
        <p className="notice search-prompt">
          <span>
            Try other words, or browse{" "}
            <Link to="/work" onClick={onFollow}>
              our work
            </Link>{" "}
            and{" "}
            <Link to="/news" onClick={onFollow}>
              the news
            </Link>
            .
          </span>
        </p>
      ) : (
        <ol className="search-results">
          {results.hits.map((hit) => (
            <li key={hit.id} className="search-result">
              <p className="eyebrow">
                {KIND_LABELS[hit.kind]}
                {hit.kind === "article" && (
                  <>
                    {" · "}
                    <time dateTime={isoDate(hit.published_at)}>{formatDate(hit.published_at, words())}</time>
                  </>
                )}
              </p>
              <Title className="search-result-title">
                <HitLink hit={hit} onFollow={onFollow}>
                  <MarkedText pieces={hit.title} />
                </HitLink>
              </Title>
              {hit.snippet.join("") && (
                <p className="search-result-snippet">
                  <MarkedText pieces={hit.snippet} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { formatDate } from "../../../../shared/content/format";
import { isoDate } from "../../../../shared/content/pb-date";
import { fill } from "../../../../shared/languages/words/fill";
import type { SearchRequest } from "../../../../shared/search/query";
import { MAX_QUERY_LENGTH, QUERY_PROBLEMS } from "../../../../shared/search/query";
import { resultsSummary, type SearchHit, type SearchResults } from "../../../../shared/search/results";
import { words } from "../../lib/document-language";
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
  if (hit.kind === "page")
    return (
      <Link to="/$" params={{ _splat: hit.slug }} onClick={onFollow}>
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
  const said = words().search;
  if (request.kind === "blank") return <p className="notice search-prompt">{said.prompt}</p>;
  if (request.kind === "problem")
    return (
      <p className="notice error" role="alert">
        {request.problem === QUERY_PROBLEMS.tooLong ? fill(said.tooLong, { max: MAX_QUERY_LENGTH }) : request.problem}
      </p>
    );
  const results = search.data;
  if (!results && search.isError)
    return (
      <p className="notice error" role="alert">
        <span>
          {search.error.message}{" "}
          <button type="button" className="text-button" onClick={() => void search.refetch()}>
            {said.tryAgain}
          </button>
        </span>
      </p>
    );
  if (!results)
    return (
      <p className="notice search-prompt" role="status">
        {said.searching}
      </p>
    );
  const Title = level === 2 ? "h2" : "h3";
  return (
    <>
      <p className="search-summary" role="status">
        {resultsSummary(results, words())}
      </p>
      {results.hits.length === 0 ? (
        <p className="notice search-prompt">
          <span>
            {said.elsewhere}
            <Link to="/work" onClick={onFollow}>
              {said.ourWork}
            </Link>
            {said.and}
            <Link to="/news" onClick={onFollow}>
              {said.theNews}
            </Link>
            .
          </span>
        </p>
      ) : (
        <ol className="search-results">
          {results.hits.map((hit) => (
            <li key={hit.id} className="search-result">
              <p className="eyebrow">
                {said.kinds[hit.kind]}
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

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { NamedViews, ViewsSummary } from "../../../../shared/analytics/views-summary";
import { GENERIC_FAILURE } from "../../lib/backend-error";
import { documentLanguage } from "../../lib/document-language";
import { fullDay, views } from "./format";
import { sessionRefused, signOut } from "./stats-client";
import { ViewsChart } from "./views-chart";
import { viewsSummaryQuery } from "./views-summary-query";

/** A list of names with their views, largest first, each with a bar of its share of the first. */
function TopList({ id, title, items, empty }: { id: string; title: string; items: NamedViews[]; empty: string }) {
  const most = items[0]?.views ?? 1;
  return (
    <section className="stats-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p className="stats-empty">{empty}</p>
      ) : (
        <ol className="stats-list">
          {items.map((item) => (
            <li key={item.name} style={{ "--share": `${(item.views / most) * 100}%` } as React.CSSProperties}>
              <span className="stats-name">{item.name}</span> <span className="stats-count">{views(item.views)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Figures({ summary }: { summary: ViewsSummary }) {
  return (
    <>
      <section className="stats-section" aria-labelledby="stats-daily">
        <h2 id="stats-daily">Page views, last {summary.days.length} days</h2>
        <p className="stats-total">
          <strong>{views(summary.total)}</strong> {summary.total === 1 ? "view" : "views"}, of which {views(summary.direct)} came
          from no other site (typed in, bookmarks, apps).
        </p>
        <ViewsChart days={summary.days} total={summary.total} />
        <details className="stats-days">
          <summary>The numbers, day by day</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">Day (UTC)</th>
                <th scope="col">Views</th>
              </tr>
            </thead>
            <tbody>
              {[...summary.days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row">{fullDay(day.day)}</th>
                  <td>{views(day.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <div className="stats-lists">
        <TopList id="stats-pages" title="Top pages" items={summary.pages} empty="No page was viewed in these days." />
        <TopList
          id="stats-referrers"
          title="Top referrers"
          items={summary.referrers}
          empty="No visitor came from another site in these days."
        />
      </div>
    </>
  );
}

/**
 * The signed-in editor's figures: the chart of daily views, the table of its numbers, the top pages and referrers.
 * A session the API no longer accepts signs the editor out, with a word on why.
 */
export function StatsBoard({ onSignedOut }: { onSignedOut: (why?: string) => void }) {
  const queryClient = useQueryClient();
  // One language's pages, or all (issue 24): a page's address says its language.
  const [language, setLanguage] = useState("");
  const languages = documentLanguage().languages;
  const summary = useQuery(viewsSummaryQuery(language));
  const refused = sessionRefused(summary.error);

  useEffect(() => {
    if (summary.error && !refused) console.error("The page views could not be loaded", summary.error);
  }, [summary.error, refused]);

  useEffect(() => {
    if (!refused) return;
    void signOut();
    queryClient.removeQueries({ queryKey: ["views-summary"] });
    onSignedOut("Your session has ended. Sign in again to see the figures.");
  }, [refused, queryClient, onSignedOut]);

  const leave = () => {
    void signOut();
    // The figures go with the session: whoever uses this tab next does not find them.
    queryClient.removeQueries({ queryKey: ["views-summary"] });
    onSignedOut();
  };

  return (
    <div className="stats-board">
      {languages.length > 1 && (
        <p className="stats-language">
          <label htmlFor="stats-language">Pages in </label>
          <select id="stats-language" value={language} onChange={(event) => setLanguage(event.target.value)}>
            <option value="">every language</option>
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </p>
      )}
      {summary.data?.counting === false ? (
        <p className="notice" role="status">
          Counting is off, so no new views are recorded. To start, tick analytics_enabled in the admin: Collections, site, the one
          record.
        </p>
      ) : null}
      {summary.isPending || refused ? (
        <p className="stats-empty" role="status">
          Loading the figures…
        </p>
      ) : summary.isError ? (
        <div className="notice error" role="alert">
          <p>The figures could not be loaded: {GENERIC_FAILURE}</p>
          <button type="button" className="button ghost" onClick={() => summary.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <Figures summary={summary.data} />
      )}
      <p>
        <button type="button" className="button ghost" onClick={leave}>
          Sign out
        </button>
      </p>
    </div>
  );
}

import { createFileRoute } from "@tanstack/react-router";
import { useCallback, useState, useSyncExternalStore } from "react";
import { STATS_TITLE } from "../../../shared/pages/titles";
import type { PageContent } from "../../../shared/pages/view";
import { routeHead } from "../app/head/route-head";
import { SignInForm } from "../features/stats/sign-in-form";
import { StatsBoard } from "../features/stats/stats-board";
import { editorSignedIn } from "../features/stats/stats-client";
import "./home.css";
import "../features/stats/stats.css";

/**
 * The editors' page views (docs/site.md, "Page views, for editors"): a sign-in form for anyone, the figures for a
 * signed-in superuser. The server answers it with the form, noindex and no-store; its code loads on /stats only.
 */
export const Route = createFileRoute("/stats")({
  staticData: { layout: "menu-spacer" },
  loader: () => ({ kind: "stats", title: STATS_TITLE }) satisfies PageContent,
  head: routeHead,
  component: StatsPage,
});

/** What the editors' page says of itself. */
const STATS_LEDE = "How many people visit, which pages they read and where they come from. For the site's editors.";
const noSessionChanges = () => () => {};

function StatsPage() {
  // An editor's session is in this browser's storage, which the server cannot read: the page is drawn signed out and
  // shows the figures from the render after hydration.
  const stored = useSyncExternalStore(noSessionChanges, editorSignedIn, () => false);
  const [chosen, setSignedIn] = useState<boolean>();
  const signedIn = chosen ?? stored;
  const [notice, setNotice] = useState<string>();
  const signedOut = useCallback((why?: string) => {
    setNotice(why);
    setSignedIn(false);
  }, []);
  return (
    <div className="container stats-page">
      <header className="page-head">
        <h1>{STATS_TITLE}</h1>
        <p className="lede">{STATS_LEDE}</p>
      </header>
      <noscript>
        <p className="notice" role="status">
          Signing in here needs JavaScript. The same figures are in the admin, under Collections, page_views.
        </p>
      </noscript>
      {signedIn ? (
        <StatsBoard onSignedOut={signedOut} />
      ) : (
        <SignInForm
          notice={notice}
          onSignedIn={() => {
            setNotice(undefined);
            setSignedIn(true);
          }}
        />
      )}
    </div>
  );
}

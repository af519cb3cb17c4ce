import { queryOptions } from "@tanstack/react-query";
import { VIEWS_SUMMARY_ENDPOINT, type ViewsSummary } from "../../../../shared/analytics/views-summary";
import { statsClient } from "./stats-client";

/**
 * The last 30 days of page views, with the signed-in editor's token (the API refuses anyone else). Never in the
 * server's page: the server draws /stats for a visitor who has not signed in.
 */
export const viewsSummaryQuery = (language = "") =>
  queryOptions({
    // Under one root for every language: signing out removes them all.
    queryKey: ["views-summary", language] as const,
    queryFn: async () =>
      (await statsClient()).send<ViewsSummary>(VIEWS_SUMMARY_ENDPOINT, {
        requestKey: null,
        ...(language ? { query: { lang: language } } : {}),
      }),
    staleTime: 60_000,
    // A refused session is not tried again: the page asks the editor to sign in.
    retry: false,
  });

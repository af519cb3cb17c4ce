/** What GET /api/route-rules answers; the app reads the same type. */
export interface RouteRules {
  path: string;
  /** Where to send the visitor, if anywhere. */
  redirect: { to: string; statusCode: number; external: boolean } | null;
  /** The page was removed on purpose (410). */
  gone: boolean;
  /**
   * Answer the not-found page (404): the redirect leads to a page visitors may not see yet (a draft, a scheduled
   * article), or round in a loop, or past MAX_HOPS. Nothing about the target is told.
   */
  notFound: boolean;
  /** Named app middlewares the client runs on this path. */
  appMiddleware: string[];
}

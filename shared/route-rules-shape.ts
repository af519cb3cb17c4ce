/** What GET /api/route-rules answers; the app reads the same type. */
export interface RouteRules {
  path: string;
  /** Where to send the visitor, if anywhere. */
  redirect: { to: string; statusCode: number; external: boolean } | null;
  /** The page was removed on purpose (410). */
  gone: boolean;
  /** Named app middlewares the client runs on this path. */
  appMiddleware: string[];
}

import type { AppMiddleware } from "../../../../shared/redirects/rules";

/**
 * Named app middlewares that route rules (the redirects collection) may ask for.
 * Each runs when a page with that rule is entered; adding one is adding an entry.
 */
export interface MiddlewareContext {
  path: string;
  document: Document;
}

const routeMiddleware: Record<AppMiddleware, (context: MiddlewareContext) => void> = {
  /**
   * Keep this page out of search engines. The page head (shared/pages/head.ts, isNoindex) writes the
   * robots meta from the same rules, on the server and in the app alike, so there is nothing to do here.
   */
  noindex: () => undefined,
};

/** Runs the named middlewares in order. */
export function runRouteMiddleware(names: readonly string[], context: MiddlewareContext): void {
  for (const name of names) {
    const middleware = (routeMiddleware as Record<string, ((context: MiddlewareContext) => void) | undefined>)[name];
    if (!middleware) throw new Error(`Unknown route middleware: ${name}`);
    middleware(context);
  }
}

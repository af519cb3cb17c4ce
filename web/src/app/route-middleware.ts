/**
 * Named app middlewares that route rules (the redirects collection) may ask for.
 * Each runs when a page with that rule is entered; adding one is adding an entry.
 */
export interface MiddlewareContext {
  path: string;
  document: Document;
}

const ROBOTS_MARK = "data-route-middleware";

export const routeMiddleware: Record<string, (context: MiddlewareContext) => void> = {
  /** Keep this page out of search engines. */
  noindex: ({ document }) => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    meta.setAttribute(ROBOTS_MARK, "noindex");
    document.head.append(meta);
  },
};

/** Runs the named middlewares in order, after undoing what the previous page's left behind. */
export function runRouteMiddleware(names: readonly string[], context: MiddlewareContext): void {
  for (const leftover of context.document.head.querySelectorAll(`[${ROBOTS_MARK}]`)) leftover.remove();
  for (const name of names) {
    const middleware = routeMiddleware[name];
    if (!middleware) throw new Error(`Unknown route middleware: ${name}`);
    middleware(context);
  }
}

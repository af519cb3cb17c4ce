/**
 * What the one middleware reads of a request, read once: each read of a Go object's field from the hooks' JS engine
 * wraps the value anew, which was a seventh of a built file's answer when every step read `e.request.url.path` again.
 */
/** The app, read once per VM: a process has one, and each read of `e.app` wraps it anew. */
let app: CoreApp | undefined;

export interface RequestFacts {
  app: CoreApp;
  request: core.RequestEvent["request"];
  method: string;
  /** Go's decoded path. */
  path: string;
  /**
   * The path as the browser spelt it (read by `every-request.ts` before the address's bounds; empty until then: a built
   * file's answer needs none), and the query: what the address's bounds and a kept page's key read.
   */
  escapedPath: string;
  rawQuery: string;
  url: NonNullable<core.RequestEvent["request"]>["url"] | undefined;
  /** The answer's headers (the same map whatever later wraps the response). */
  headers: ReturnType<core.RequestEvent["response"]["header"]>;
  /** Sets one of the answer's headers: the Go method taken off the map once (each read of it wraps it anew). */
  set: (name: string, value: string) => void;
  /** The first value of a request header, or "". */
  header: (name: string) => string;
}

export function requestFactsOf(e: core.RequestEvent): RequestFacts {
  const request = e.request;
  const url = request?.url;
  const headers = e.response.header();
  // Header.Get taken off the request's headers once (the engine sees a Go map with methods as an object whose
  // properties are its methods, not its keys).
  const get = request?.header.get;
  app ??= e.app;
  return {
    app,
    request,
    method: request?.method ?? "",
    path: url?.path ?? "",
    escapedPath: "",
    url,
    rawQuery: url?.rawQuery ?? "",
    headers,
    set: headers.set,
    header: (name) => get?.(name) ?? "",
  };
}

export interface HostileCase {
  /** Unique, readable: "<topic>: <what>". */
  name: string;
  /** Who sends it: a visitor (no auth) or the superuser (editor actions such as saving a redirect). */
  as?: "visitor" | "superuser";
  method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT";
  /** Path and query, exactly as sent (raw: no re-encoding by the runner). */
  path: string;
  headers?: Record<string, string>;
  /** JSON-serialised unless it is a string (sent as is). */
  body?: unknown;
  /** The answer: an exact status, or one of several. Never a 5xx, whatever is listed. */
  status: number | number[];
  /** Substrings the body must contain (a clear, specific message). */
  bodyIncludes?: string[];
  /** Substrings neither the body nor the Location header may contain (an unpublished title, slug, file name…). */
  mustNotLeak?: string[];
  /** A redirect's Location must stay on this site (no open redirect). Checked on every 3xx anyway. */
}

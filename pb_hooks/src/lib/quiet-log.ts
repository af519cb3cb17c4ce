/**
 * The request log keeps what an operator needs: errors (any status from 400, a 404 page included) and writes. A
 * successful read (GET, HEAD, OPTIONS) is not logged one by one: at 400 bytes a request, a busy site's log grew by
 * 280 MB in 700,000 requests, each with a visitor's address (decision 047). Called once the answer is known; sets the
 * flag PocketBase's own skipSuccessActivityLog sets. An error thrown on the way never gets here and is logged as ever.
 */
export function quietSuccessfulRead(e: core.RequestEvent): void {
  const method = e.request?.method ?? "";
  const status = e.status();
  if ((method === "GET" || method === "HEAD" || method === "OPTIONS") && status > 0 && status < 400) {
    e.set("__skipSuccessActivityLogger", true);
  }
}

import { addressRefusal, answerRefusal } from "./request-limits";
import { settleRequestLog } from "./request-log";
import { applySecurityHeaders } from "./security-headers";

/**
 * Before the handler: the public site's security headers, then an address past a sane size refused before any work.
 * True when the request has been answered here.
 */
export function beforeRequest(e: core.RequestEvent): boolean {
  applySecurityHeaders(e);
  const url = e.request?.url;
  const refusal = addressRefusal(url?.escapedPath() ?? "", url?.rawQuery ?? "");
  if (!refusal) return false;
  answerRefusal(e, refusal, (url?.path ?? "").startsWith("/api/"));
  settleRequestLog(e, undefined);
  return true;
}

/** After the handler: the request log's rules (request-log.ts); throws `failure` on when it is to be logged. */
export const afterRequest = settleRequestLog;

import { logLine } from "../serving/log-lines";
import { CSP_REPORT_REFUSALS } from "./policy";

/** What the operator's log keeps of one Content-Security-Policy violation: short, and no query strings. */
export interface Violation {
  directive: string;
  blocked: string;
  page: string;
  source: string;
}

/** More than this in one report is somebody's noise, not a browser's. */
const MAX_VIOLATIONS = 10;
const MAX_FIELD = 200;

const field = (value: unknown): string => {
  if (typeof value !== "string" && typeof value !== "number") return "";
  // An address without its query and fragment (they may carry a visitor's data), cut short.
  const text = String(value).replace(/[?#].*$/s, "");
  // Control characters (a line break could forge a log line) become spaces.
  const printable = Array.from(text, (char) => ((char.codePointAt(0) ?? 0) < 0x20 || char === "\u007f" ? " " : char));
  return printable.join("").slice(0, MAX_FIELD);
};

function violation(body: Record<string, unknown>): Violation {
  return {
    directive: field(body["effective-directive"] ?? body.effectiveDirective ?? body["violated-directive"]),
    blocked: field(body["blocked-uri"] ?? body.blockedURL),
    page: field(body["document-uri"] ?? body.documentURL),
    source: field(body["source-file"] ?? body.sourceFile),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The violations a report holds: the `report-uri` form (`{"csp-report": {…}}`) or the Reporting API's
 * (`[{"type": "csp-violation", "body": {…}}]`). A string explaining what is wrong when it is neither.
 */
export function readViolations(text: string): Violation[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return CSP_REPORT_REFUSALS.notJson;
  }
  if (isObject(parsed) && isObject(parsed["csp-report"])) return [violation(parsed["csp-report"])];
  if (Array.isArray(parsed)) {
    const reports = parsed
      .filter((report): report is { type: unknown; body: Record<string, unknown> } => isObject(report) && isObject(report.body))
      .filter((report) => report.type === "csp-violation")
      .slice(0, MAX_VIOLATIONS);
    if (reports.length > 0) return reports.map((report) => violation(report.body));
  }
  return CSP_REPORT_REFUSALS.notAReport;
}

/** POST /api/csp-report: one warning line per violation for the operator; 204, or 400 saying what was wrong. */
export function logViolations(e: core.RequestEvent): unknown {
  const read = readViolations(toString(e.request?.body));
  if (typeof read === "string") return e.json(400, { status: 400, message: read, data: {} });
  for (const { directive, blocked, page, source } of read)
    logLine(e.app, "warn", "Content-Security-Policy violation", [
      ["directive", directive],
      ["blocked", blocked],
      ["page", page],
      ["source", source],
    ]);
  return e.noContent(204);
}

import { CSP_REPORT_PATH, CSP_REPORT_REFUSALS } from "../../pb_hooks/src/lib/security/policy";
import type { HostileCase } from "./case";

/**
 * The CSP report endpoint (decision 082) as something other than a browser uses it: bodies that are not JSON, JSON
 * that is not a report, reports with fields of the wrong type, log-forging characters, deep nesting, bodies past its
 * 16 KB limit (chunked too), other content types and methods. A report is taken (204) and logged; anything else is a
 * 400 saying which of two things is wrong, or 413 unread, and never echoes what was sent. The runner lifts the
 * endpoint's 20-a-minute limit (tests/security-headers.test.ts checks it).
 */
const LIMIT = 16 * 1024;
const ECHO = ["<script", "evil.example", "DROP TABLE"];

const report = (name: string, body: string, headers: Record<string, string> = {}, path = CSP_REPORT_PATH): HostileCase => ({
  name: `headers: report ${name}`,
  method: "POST",
  path,
  headers: { "content-type": "application/csp-report", ...headers },
  body,
  status: 204,
});

const refused = (
  name: string,
  body: string,
  message: string,
  headers: Record<string, string> = { "content-type": "application/csp-report" },
): HostileCase => ({
  name: `headers: refused ${name}`,
  method: "POST",
  path: CSP_REPORT_PATH,
  headers,
  body,
  status: 400,
  // As the JSON answer spells it (the message's quotes escaped).
  bodyIncludes: [JSON.stringify(message).slice(1, -1)],
  mustNotLeak: ECHO,
});

const tooLarge = (name: string, body: string, headers: Record<string, string> = {}): HostileCase => ({
  name: `headers: too large, ${name}`,
  method: "POST",
  path: CSP_REPORT_PATH,
  headers: { "content-type": "application/csp-report", ...headers },
  body,
  status: 413,
  mustNotLeak: ECHO,
});

const legacy = (fields: Record<string, unknown>) => JSON.stringify({ "csp-report": fields });
const reportingApi = (...bodies: unknown[]) => JSON.stringify(bodies.map((body) => ({ type: "csp-violation", body })));
/** A report-uri report padded to exactly `bytes` (ASCII, so characters are bytes). */
const padded = (bytes: number) => {
  const empty = legacy({ "blocked-uri": "" });
  return legacy({ "blocked-uri": "x".repeat(bytes - empty.length) });
};
const nested = (depth: number, open: string, close: string, inner = "1") => open.repeat(depth) + inner + close.repeat(depth);

const { notJson, notAReport } = CSP_REPORT_REFUSALS;

export const cases: HostileCase[] = [
  // What browsers send, and what they might: taken and logged.
  report(
    "as Chromium sends it",
    legacy({
      "document-uri": "http://127.0.0.1/news?q=secret",
      referrer: "",
      "violated-directive": "script-src-elem",
      "effective-directive": "script-src-elem",
      "original-policy": "default-src 'self'",
      disposition: "enforce",
      "blocked-uri": "inline",
      "line-number": 3,
      "source-file": "http://127.0.0.1/news",
      "status-code": 200,
      "script-sample": "",
    }),
  ),
  report("with no fields", legacy({})),
  report("from the Reporting API", reportingApi({ effectiveDirective: "img-src", blockedURL: "https://evil.example/x.png" }), {
    "content-type": "application/reports+json",
  }),
  report(
    "of 50 violations in one list (10 logged)",
    reportingApi(...Array.from({ length: 50 }, () => ({ effectiveDirective: "img-src" }))),
  ),
  report(
    "mixed with other kinds of report",
    JSON.stringify([
      { type: "deprecation", body: { id: "x" } },
      { type: "csp-violation", body: { effectiveDirective: "frame-src" } },
      { type: "intervention", body: null },
      "a string",
      null,
    ]),
  ),
  report(
    "with fields of the wrong type",
    legacy({ "blocked-uri": { href: "x" }, "effective-directive": [1, 2], "document-uri": null }),
  ),
  report("with numbers and booleans for addresses", legacy({ "blocked-uri": 42, "document-uri": true, "source-file": 1e308 })),
  report("with a line break forging a log line", legacy({ "blocked-uri": 'x\nlevel=ERROR msg="Superuser signed in"' })),
  report("with escape sequences for the terminal", legacy({ "effective-directive": "\u001b[2J\u001b[31mimg-src\u0007" })),
  report("with NULs and a DEL", legacy({ "blocked-uri": "a\u0000b\u007fc" })),
  report("with a right-to-left override", legacy({ "document-uri": "https://studio.example/\u202Egnp.exe" })),
  report("with astral characters and a lone surrogate", legacy({ "blocked-uri": "𝔸".repeat(300), "source-file": "\uD800x" })),
  report(
    "with markup in every field",
    legacy({ "blocked-uri": "<script>alert(1)</script>", "document-uri": "<img src=x onerror=alert(1)>" }),
  ),
  report("with an SQL fragment", legacy({ "effective-directive": "img-src'); DROP TABLE _logs;--" })),
  report("with a field of 10 KB", legacy({ "blocked-uri": "y".repeat(10_000) })),
  report("of exactly 16 KB", padded(LIMIT)),
  report("with extra keys beside it", JSON.stringify({ "csp-report": {}, constructor: { prototype: { polluted: 1 } } })),
  report("with a prototype key inside", '{"csp-report":{"__proto__":{"polluted":true},"blocked-uri":"x"}}'),
  report("nested 2,000 deep inside the report", `{"csp-report":${nested(2000, '{"a":', "}")}}`),
  report("as text/plain", legacy({ "blocked-uri": "eval" }), { "content-type": "text/plain" }),
  report("as a form's content type", legacy({ "blocked-uri": "eval" }), { "content-type": "application/x-www-form-urlencoded" }),
  report("with no content type", legacy({}), { "content-type": "" }),
  report("with a query string on the endpoint", legacy({}), {}, `${CSP_REPORT_PATH}?debug=1&__proto__[x]=1`),
  report("from a foreign origin", legacy({}), { origin: "https://evil.example", referer: "https://evil.example/" }),

  // Not JSON at all: refused, saying so.
  refused("when empty", "", notJson),
  refused("when white space", " \n\t", notJson),
  refused("when HTML", "<html><script>alert(1)</script></html>", notJson),
  refused("when XML", '<?xml version="1.0"?><csp-report blocked-uri="https://evil.example"/>', notJson),
  refused("when cut short", '{"csp-report":{"blocked-uri":"https://evil.example', notJson),
  refused("with a trailing comma", '{"csp-report":{},}', notJson),
  refused("with single quotes", "{'csp-report':{}}", notJson),
  refused("with comments", '{"csp-report":{} /* DROP TABLE */}', notJson),
  refused("with NaN", '{"csp-report":{"line-number":NaN}}', notJson),
  refused("with a byte order mark", `\uFEFF${legacy({})}`, notJson),
  refused("when NULs", "\u0000".repeat(64), notJson),
  refused("when a number too large for a double", "1e999999", notJson),
  refused("when a form", "csp-report=%7B%7D", notJson, { "content-type": "application/x-www-form-urlencoded" }),
  refused("when multipart", '--x\r\nContent-Disposition: form-data; name="csp-report"\r\n\r\n{}\r\n--x--\r\n', notJson, {
    "content-type": "multipart/form-data; boundary=x",
  }),

  // JSON, but not a report: refused, saying what a report holds.
  ...(
    [
      ["null", "null"],
      ["true", "true"],
      ["a number", "0"],
      ["a string", '"csp-report"'],
      ["an empty list", "[]"],
      ["a list of numbers", "[1,2,3]"],
      ["an empty object", "{}"],
      ["a report of null", '{"csp-report":null}'],
      ["a report that is a string", '{"csp-report":"<script>alert(1)</script>"}'],
      ["a report that is a list", '{"csp-report":[{"blocked-uri":"x"}]}'],
      ["a report in capitals", '{"CSP-REPORT":{}}'],
      ["a report under __proto__", '{"__proto__":{"csp-report":{}}}'],
      ["a report-uri report in a list", '[{"csp-report":{}}]'],
      ["a violation without a body", '[{"type":"csp-violation"}]'],
      ["a violation whose body is null", '[{"type":"csp-violation","body":null}]'],
      ["a violation whose body is a list", '[{"type":"csp-violation","body":[]}]'],
      ["a violation in capitals", '[{"type":"CSP-VIOLATION","body":{}}]'],
      ["only other kinds of report", '[{"type":"deprecation","body":{}},{"type":"network-error","body":{}}]'],
      ["lists nested 7,000 deep", nested(7000, "[", "]", "")],
      ["objects nested 2,500 deep", nested(2500, '{"a":', "}")],
    ] as const
  ).map(([name, body]) => refused(`for ${name}`, body, notAReport)),

  // Past 16 KB: refused without reading on (PocketBase's bodyLimit). Kept under Go's 256 KB drain, past which the
  // server closes the connection on a client still sending (tests/contact-limits.test.ts streams the huge ones).
  tooLarge("by one byte", padded(LIMIT + 1)),
  tooLarge("200 KB of brackets", "[".repeat(200 * 1024)),
  tooLarge("a report sent chunked", padded(20 * 1024), { "transfer-encoding": "chunked" }),
  tooLarge("nested too deep to fit", nested(5000, '{"csp-report":', "}", "{}")),
  tooLarge(
    "a large Reporting API list",
    reportingApi(...Array.from({ length: 2000 }, () => ({ effectiveDirective: "img-src" }))),
  ),

  // Other methods: the endpoint only takes reports.
  ...(["GET", "PUT", "PATCH", "DELETE"] as const).map(
    (method): HostileCase => ({
      name: `headers: ${method} on the report endpoint`,
      method,
      path: CSP_REPORT_PATH,
      status: 404,
    }),
  ),
];

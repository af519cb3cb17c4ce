import { describe, expect, it } from "vitest";
import { readViolations } from "./csp-report";

describe("readViolations", () => {
  it("reads the report-uri form, keeping addresses without their queries", () => {
    const report = {
      "csp-report": {
        "document-uri": "https://studio.example/news?secret=1",
        "violated-directive": "script-src-elem",
        "effective-directive": "script-src-elem",
        "blocked-uri": "inline",
        "source-file": "https://studio.example/news#x",
      },
    };
    expect(readViolations(JSON.stringify(report))).toEqual([
      {
        directive: "script-src-elem",
        blocked: "inline",
        page: "https://studio.example/news",
        source: "https://studio.example/news",
      },
    ]);
  });

  it("reads the Reporting API's list, csp-violation reports only, ten at most", () => {
    const one = {
      type: "csp-violation",
      body: { effectiveDirective: "img-src", blockedURL: "https://evil.example/x.png", documentURL: "https://studio.example/" },
    };
    const other = { type: "deprecation", body: { id: "x" } };
    const read = readViolations(JSON.stringify([other, ...Array.from({ length: 30 }, () => one)]));
    expect(Array.isArray(read) && read.length).toBe(10);
    expect(Array.isArray(read) && read[0]).toEqual({
      directive: "img-src",
      blocked: "https://evil.example/x.png",
      page: "https://studio.example/",
      source: "",
    });
  });

  it.each([
    ["not JSON", "<script>", "must be JSON"],
    ["empty", "", "must be JSON"],
    ["a number", "42", 'holds a "csp-report"'],
    ["an empty object", "{}", 'holds a "csp-report"'],
    ["a list of other reports", '[{"type":"deprecation","body":{}}]', 'holds a "csp-report"'],
    ["a report that is a string", '{"csp-report":"x"}', 'holds a "csp-report"'],
  ])("explains a report that is %s", (_, text, message) => {
    expect(readViolations(text)).toContain(message);
  });

  it("cuts long fields and control characters out of the log line", () => {
    const read = readViolations(JSON.stringify({ "csp-report": { "blocked-uri": `a\n${"b".repeat(500)}` } }));
    expect(Array.isArray(read) && read[0]?.blocked).toBe(`a ${"b".repeat(198)}`);
  });
});

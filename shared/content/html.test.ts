import { describe, expect, it } from "vitest";
import { escapeHtml, escapeXml } from "./html";

describe("escapeHtml", () => {
  it("leaves no markup and no way out of a quoted attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe("escapeXml", () => {
  it("escapes markup and drops the control characters XML forbids, keeping tabs and line breaks", () => {
    expect(escapeXml(`</title><script>"&'\u0001\u000b\t\n`)).toBe("&lt;/title&gt;&lt;script&gt;&quot;&amp;&#39;\t\n");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RICH_TEXT_DROPPED_WITH_CONTENT } from "./rich-text-policy";
import { decodeEntities, repairRichText, richTextProblem, sanitizeRichTextHtml as sanitize } from "./rich-text-sanitizer";

describe("the server's rich-text sanitiser, as a browser reads HTML", () => {
  it.each([
    [
      "keeps what the policy keeps",
      '<p>A <strong>b</strong> <a href="/work">c</a></p>',
      '<p>A <strong>b</strong> <a href="/work">c</a></p>',
    ],
    ["drops a tag it does not keep, and keeps its text", "<div>in a <span class=x>span</span></div>", "in a <span>span</span>"],
    ["drops a script with its content", "<p>a</p><script>alert(1)</script><p>b</p>", "<p>a</p><p>b</p>"],
    ["renames an editor's h1", "<h1>T</h1><h6>U</h6>", "<h2>T</h2><h4>U</h4>"],
    ["closes a paragraph where a block begins", "<p>one<ul><li>x</li></ul>", "<p>one</p><ul><li>x</li></ul>"],
    ["closes an item before the next", "<ul><li>a<li>b</ul>", "<ul><li>a</li><li>b</li></ul>"],
    ["closes every element left open", "<p><em>open", "<p><em>open</em></p>"],
    [
      "quotes and escapes every attribute",
      "<a href=/x title='say \"hi\" & <go>'>x</a>",
      '<a href="/x" title="say &quot;hi&quot; &amp; &lt;go&gt;">x</a>',
    ],
    ["drops comments, doctypes and processing instructions", "<!-- c --><!doctype html><?x?><p>x</p>", "<p>x</p>"],
    ["reads an empty comment as browsers do", "<!--><p>after</p>", "<p>after</p>"],
    [
      "gives a new tab no way back",
      '<a href="https://x.example" target="_blank" rel="opener">x</a>',
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ["refuses a script URL however it is spelt", '<a href="jav&#x09;ascript&colon;alert(1)">x</a>', "<a>x</a>"],
    ["keeps a lone < as text", "<p>1 < 2</p>", "<p>1 &lt; 2</p>"],
    ["drops a tag the text ends inside", '<p>x</p><img src=x onerror="alert(1)"', "<p>x</p>"],
    [
      "keeps the first of two attributes of one name",
      '<img src="a.jpg" src="javascript:alert(1)" alt="a">',
      '<img src="a.jpg" alt="a">',
    ],
  ])("%s", (_what, dirty, clean) => {
    expect(sanitize(dirty)).toBe(clean);
  });

  it.each(["svg", "math", "template", "object"])(
    "drops only itself when a <%s> is never closed: the text after it stays (issue 32)",
    (tag) => {
      expect(sanitize(`<p>before</p><${tag}><p>after, every word</p>`)).toBe("<p>before</p><p>after, every word</p>");
    },
  );

  it("drops a never-closed script's start tag alone: its rest is read as the body, sanitised like any other", () => {
    expect(sanitize("<p>a</p><script><img src=x onerror=alert(1)><p>b</p>")).toBe('<p>a</p><img src="x"><p>b</p>');
  });

  it("decodes entities as a browser does, with or without a semicolon", () => {
    expect(decodeEntities("&#106;&#x61&colon;&amp;&unknown;")).toBe("ja:&&unknown;");
  });
});

describe("its two readings: in one replace (a body with no element dropped with its content), else a token at a time", () => {
  // An empty script first forces the token-at-a-time reading and adds nothing: both readings must write the same.
  const byToken = (html: string) => sanitize(`<script></script>${html}`);
  const pieces = [
    "<p>",
    "</p>",
    "<P class=x>",
    "<ul>",
    "</ul>",
    "<ol>",
    "<li>",
    "</li>",
    "<a href=/work>",
    '<a href="https://x.example" target="_blank">',
    "</a>",
    "<h1 id='t'>",
    "</h1>",
    "<h3>",
    "<em>",
    "</em>",
    "<strong>",
    "<div>",
    "</div>",
    '<span title="a>b">',
    "</span>",
    "<br>",
    "</br>",
    "<br/>",
    "<img src=a.jpg alt=x onerror=alert(1)>",
    "<blockquote>",
    "<!-- a comment -->",
    "<!-->",
    "<!doctype html>",
    "<?x?>",
    "</unknown>",
    "</ p>",
    "<",
    "1 < 2",
    "&amp; &lt; &copy;",
    "words, as an editor writes them. ",
    "ção ",
  ];
  it("write the same for any sequence of an editor's tags and text", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const html = parts.join("");
        expect(sanitize(html)).toBe(byToken(html));
      }),
      { numRuns: 500 },
    );
  });

  it.each(["<p>x</p><!-- open", '<p>x</p><a title="open', "<p>x</p><img src=x onerror=alert(1)"])(
    "write the same when the text ends inside a token: %s",
    (html) => {
      expect(sanitize(html)).toBe(byToken(html));
    },
  );

  it("reads a body holding any element dropped with its content a token at a time, and drops that content", () => {
    for (const name of RICH_TEXT_DROPPED_WITH_CONTENT) {
      const clean = sanitize(`<p>a</p><${name}>hidden</${name}><p>b</p>`);
      // An embed is void: it has no content, and what follows it is the body's text.
      expect(clean).toBe(name === "embed" ? "<p>a</p>hidden<p>b</p>" : "<p>a</p><p>b</p>");
    }
  });
});

describe("repairRichText: what a save stores (issue 32)", () => {
  it.each([
    ["<p>one</p><svg><p>two</p>", "<p>one</p><p>two</p>"],
    ["<p>a</p><svg></svg><p>b</p><svg width=1><p>c</p>", "<p>a</p><svg></svg><p>b</p><p>c</p>"],
    ["<math><mi>x</mi><select>rest", "<mi>x</mi>rest"],
    ["<p>Before.</p><SCRIPT>alert(1)<p>After.</p>", "<p>Before.</p>alert(1)<p>After.</p>"],
    ["<textarea name=x>three", "three"],
  ])("%j → %j", (html, repaired) => {
    expect(repairRichText(html)).toBe(repaired);
  });

  it.each([
    "<p>one</p><svg><circle/></SVG ><p>two</p>",
    '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="an svg in an attribute is no element">',
    "<embed src=a.swf><p>an embed is void: it has no end tag</p>",
    "<script>document.write('<svg>')</script><p>an svg in a script is its text</p>",
    "<form action=/x><p>a form is dropped, its content kept</p>",
    "<objects>are not objects</objects>",
    "<p>no element at all</p>",
  ])("leaves %j as it is", (html) => {
    expect(repairRichText(html)).toBe(html);
  });

  it("takes time linear in the body, however many start tags are never closed", () => {
    const html = "<svg>word ".repeat(100_000);
    let started = Date.now();
    expect(repairRichText(html)).toBe("word ".repeat(100_000));
    expect(Date.now() - started).toBeLessThan(1000);
    started = Date.now();
    expect(sanitize(html)).toBe("word ".repeat(100_000));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("richTextProblem: a body within its bound", () => {
  const MAX = 1_000;

  it("needs no count for a body of a third of the bound in characters or less", () => {
    const counted: string[] = [];
    const count = (text: string) => {
      counted.push(text);
      return text.length;
    };
    expect(richTextProblem("é".repeat(333), MAX, count)).toBeUndefined();
    expect(counted).toEqual([]);
  });

  it("counts bytes, not characters: two-byte letters over the bound are refused, saying what to do", () => {
    expect(richTextProblem("é".repeat(500), MAX)).toBeUndefined();
    expect(richTextProblem("é".repeat(501), MAX)).toMatch(/^This text is 0\.0 MB; a body may be at most 0\.0 MB\. Shorten it/);
    // A character outside the BMP is four bytes: 250 of them are the bound, 251 pass it.
    expect(richTextProblem("😀".repeat(250), MAX)).toBeUndefined();
    expect(richTextProblem("😀".repeat(251), MAX)).toBeDefined();
  });

  it("counts with the counter it is given, as the hooks give it Go's", () => {
    expect(richTextProblem("a".repeat(400), MAX, () => MAX + 1)).toBeDefined();
    expect(richTextProblem("a".repeat(400), MAX, () => MAX)).toBeUndefined();
  });
});

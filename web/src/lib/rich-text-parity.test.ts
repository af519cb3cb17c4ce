// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../../pb_hooks/src/lib/sanitize-rich-text";
import { NEW_TAB_REL, RICH_TEXT_TAGS, richTextAttribute } from "../../../shared/rich-text-policy";
import { sanitizeHtml } from "./sanitize-html";

/**
 * Both sanitisers of editors' HTML, the browser's (DOMPurify) and the server's (sanitize-html), against one hostile
 * corpus and one set of ordinary bodies. Their output is read back the way a browser reads it (jsdom's HTML parser),
 * so a payload that only comes alive when re-parsed (mutation XSS) is caught too.
 */
const sanitisers = { browser: sanitizeHtml, server: sanitizeRichText };

const hostile: [string, string][] = [
  ["script tag", "<p>hi</p><script>alert(1)</script>"],
  ["script with src", '<script src="https://evil.example/x.js"></script>'],
  ["uppercase script", "<SCRIPT>alert(1)</SCRIPT>"],
  ["script split by a nested script", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
  ["img onerror", '<img src="x.jpg" onerror="alert(1)">'],
  ["unquoted onerror", "<img src=x onerror=alert(1)>"],
  ["onerror after a slash", "<img/src=x/onerror=alert(1)>"],
  ["body onload", '<body onload="alert(1)"><p>x</p></body>'],
  ["onclick on a kept tag", '<p onclick="alert(1)">click</p>'],
  ["onmouseover on a link", '<a href="/work" onmouseover="alert(1)">x</a>'],
  ["javascript: link", '<a href="javascript:alert(1)">x</a>'],
  ["mixed-case javascript:", '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ["javascript: with a tab entity", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ["javascript: with a newline entity", '<a href="jav&#10;ascript:alert(1)">x</a>'],
  ["javascript: with a colon entity", '<a href="javascript&colon;alert(1)">x</a>'],
  ["javascript: fully entity-encoded", '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  [
    "javascript: with hex entities, no semicolons",
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  ],
  ["javascript: after leading spaces and controls", '<a href=" &#1; javascript:alert(1)">x</a>'],
  ["vbscript: link", '<a href="vbscript:msgbox(1)">x</a>'],
  ["data: link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ["data: image source", '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ["javascript: image source", '<img src="javascript:alert(1)">'],
  ["srcset with javascript:", '<img src="a.jpg" srcset="a.jpg 1x, javascript:alert(1) 2x">'],
  ["srcset with data:", '<img src="a.jpg" srcset="data:image/svg+xml,x 2x">'],
  ["svg onload", '<svg onload="alert(1)"><circle r="1"></circle></svg>'],
  ["svg script", "<svg><script>alert(1)</script></svg>"],
  ["svg link", '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ["svg animate", '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
  ["math link", '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ["math/style mutation", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
  ["style element", "<style>body{background:url(javascript:alert(1))}</style><p>x</p>"],
  ["style attribute", '<p style="background:url(javascript:alert(1))">x</p>'],
  ["iframe", '<iframe src="https://evil.example"></iframe><p>after</p>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["object and embed", '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
  ["form with an action", '<form action="javascript:alert(1)"><input type="submit"><button>go</button></form>'],
  ["button formaction", '<button formaction="javascript:alert(1)">x</button>'],
  ["textarea breakout", "<textarea></textarea><script>alert(1)</script></textarea>"],
  ["closing textarea inside text", "<p></textarea><img src=x onerror=alert(1)></p>"],
  ["title breakout", "</title><script>alert(1)</script>"],
  ["noscript mutation", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ["comment hiding a script", "<!--<script>alert(1)</script>--><p>x</p>"],
  ["comment breakout", "<!--><img src=x onerror=alert(1)>-->"],
  ["conditional comment", "<!--[if IE]><script>alert(1)</script><![endif]-->"],
  ["CDATA", "<![CDATA[<script>alert(1)</script>]]>"],
  ["unclosed tag", '<img src=x onerror="alert(1)"'],
  ["unclosed attribute quote", '<a href="/ok onclick="alert(1)">x</a>'],
  ["nested quotes in a title", `<a title='"><script>alert(1)</script>' href="/w">x</a>`],
  ["backtick attribute", "<img src=`x` onerror=`alert(1)`>"],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["base href", '<base href="javascript:alert(1)//"><a href="/x">x</a>'],
  ["link import", '<link rel="import" href="https://evil.example/x.html">'],
  ["template content", "<template><script>alert(1)</script></template>"],
  ["details ontoggle", '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
  ["video onerror", '<video><source onerror="alert(1)"></video>'],
  ["id clobbering", '<img name="body" id="location" src="a.jpg">'],
  ["class reaching the site's styles", '<p class="sr-only">hidden</p>'],
  ["target other than _blank", '<a href="/x" target="_top">x</a>'],
  ["editor's own rel", '<a href="https://x.example" target="_blank" rel="opener">x</a>'],
];

const DANGEROUS_URL = /^(?:javascript|vbscript|data|file|blob):/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a browser ignores these around and inside a URL
const IGNORED = /[\u0000-\u0020\u00A0]/g;
const urlsOf = (element: Element, name: string): string[] => {
  const value = element.getAttribute(name);
  if (value === null) return [];
  if (name !== "srcset") return [value];
  return value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");
};

/** The sanitised HTML read back by a browser's parser. */
function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, "text/html").body;
}

function executablePartsOf(html: string): string[] {
  const found: string[] = [];
  // Set inside a page, the HTML ends where it ends: no open comment, tag or attribute swallows what follows.
  const page = parse(`<div>${html}</div><hr>`);
  if (page.children.length !== 2 || page.lastElementChild?.localName !== "hr") found.push("swallows what follows");
  // A <body> in the input lends its attributes to the page's own.
  for (const { name } of page.attributes) found.push(`body[${name}]`);
  for (const element of page.querySelectorAll("div *")) {
    const tag = element.localName;
    if (element.namespaceURI !== "http://www.w3.org/1999/xhtml") found.push(`foreign element ${tag}`);
    if (!(RICH_TEXT_TAGS as readonly string[]).includes(tag)) found.push(`tag ${tag}`);
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name) || name === "style") found.push(`${tag}[${name}]`);
      const allowed = tag === "a" && name === "rel" ? value === NEW_TAB_REL : richTextAttribute(tag, name, value) === value;
      if (!allowed) found.push(`${tag}[${name}="${value}"]`);
    }
    for (const name of ["href", "src", "srcset", "action", "formaction", "xlink:href"]) {
      for (const url of urlsOf(element, name)) {
        if (DANGEROUS_URL.test(url.replace(IGNORED, ""))) found.push(`${tag}[${name}="${url}"]`);
      }
    }
  }
  return found;
}

describe.each(Object.entries(sanitisers))("the %s sanitiser", (_side, sanitise) => {
  it.each(hostile)("defuses %s", (_name, dirty) => {
    const clean = sanitise(dirty);
    expect(executablePartsOf(clean)).toEqual([]);
    // Read back and sanitised again, it does not change: nothing was waiting to be re-parsed into life.
    expect(parse(sanitise(parse(clean).innerHTML)).innerHTML).toBe(parse(clean).innerHTML);
  });

  it("gives a new tab no way back, whatever rel the editor typed", () => {
    const link = parse(sanitise('<a href="https://x.example" target="_blank" rel="opener">x</a>')).querySelector("a");
    expect(link?.getAttribute("rel")).toBe(NEW_TAB_REL);
  });

  it("turns an editor's h1 into h2 (the page has its own h1) and h5/h6 into h4", () => {
    expect(parse(sanitise('<h1 title="t">Big</h1><h5>Small</h5><h6>Tiny</h6>')).innerHTML).toBe(
      '<h2 title="t">Big</h2><h4>Small</h4><h4>Tiny</h4>',
    );
  });
});

const ordinary: [string, string][] = [
  [
    "paragraphs",
    "<p>First paragraph with <strong>bold</strong>, <em>italic</em> and <u>underlined</u> words.</p><p>Second&nbsp;one &amp; more.</p>",
  ],
  ["headings", "<h2>Outcome</h2><p>Text</p><h3>Detail</h3><h4>Finer</h4>"],
  [
    "links",
    '<p><a href="/work">our work</a>, <a href="https://example.com/a?b=1&amp;c=2#d" target="_blank">a client</a>, <a href="mailto:hello@example.com">mail</a>, <a href="tel:+351210000000">call</a>, <a href="#top">top</a>, <a href="//cdn.example.com/x">cdn</a>.</p>',
  ],
  ["lists", '<ul><li>one</li><li>two <ol start="3"><li>nested</li></ol></li></ul>'],
  [
    "images",
    '<figure><img src="/api/files/news/abc/photo.jpg" srcset="/api/files/news/abc/photo.jpg?thumb=800x0 800w, /api/files/news/abc/photo.jpg 1600w" sizes="(min-width: 768px) 50vw, 100vw" alt="A studio" width="1600" height="900" loading="lazy"><figcaption>The studio</figcaption></figure>',
  ],
  [
    "quote, code and rule",
    "<blockquote><p>Quoted</p></blockquote><pre><code>const a = 1 &lt; 2;</code></pre><hr><p>x<sub>2</sub> y<sup>3</sup> <s>gone</s></p>",
  ],
  [
    "a table",
    '<table><caption>Numbers</caption><thead><tr><th scope="col">A</th><th scope="col">B</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
  ],
  [
    "what TinyMCE adds",
    '<p style="text-align: center;" class="x" data-mce-style="y"><span style="color: red;">red</span> text<br>next line</p><div>in a div</div>',
  ],
];

describe("both sanitisers on ordinary editor bodies", () => {
  it.each(ordinary)("%s come out the same from the browser and the server", (_name, body) => {
    const [browser, server] = [parse(sanitizeHtml(body)), parse(sanitizeRichText(body))];
    expect(server.textContent).toBe(browser.textContent);
    const hrefs = (root: HTMLElement) => [...root.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs(server)).toEqual(hrefs(browser));
    // The whole tree, not only text and links: the server's first paint is the app's.
    expect(server.innerHTML).toBe(browser.innerHTML);
  });

  it("keep every word and link of an ordinary body", () => {
    const body = ordinary.map(([, html]) => html).join("");
    const clean = parse(sanitizeRichText(body));
    expect(clean.textContent).toBe(parse(body).textContent);
    expect(clean.querySelectorAll("a")).toHaveLength(6);
    expect(clean.querySelector("img")?.getAttribute("srcset")).toContain("800w");
  });
});

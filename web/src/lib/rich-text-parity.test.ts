// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../../pb_hooks/src/lib/pages/sanitize-rich-text";
import { NEW_TAB_REL, RICH_TEXT_TAGS, richTextAttribute } from "../../../shared/content/rich-text-policy";
import { repairRichText, sanitizeRichTextHtml } from "../../../shared/content/rich-text-sanitizer";
import { hostileRichText, ordinaryRichText } from "../../../tests/support/rich-text-corpus";
import { sanitizeHtml } from "./sanitize-html";

/**
 * Both sanitisers of editors' HTML, the browser's (DOMPurify) and the server's (shared/content/rich-text-sanitizer.ts), against one hostile
 * corpus and one set of ordinary bodies. Their output is read back the way a browser reads it (jsdom's HTML parser),
 * so a payload that only comes alive when re-parsed (mutation XSS) is caught too.
 */
const sanitisers = { browser: sanitizeHtml, server: sanitizeRichText };

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
  it.each(hostileRichText)("defuses %s", (_name, dirty) => {
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

describe.each(Object.entries(sanitisers))("the %s sanitiser's ids and names", (_side, sanitise) => {
  const named = (root: HTMLElement) =>
    [...root.querySelectorAll("[id], [name]")].flatMap((element) =>
      ["id", "name"].flatMap((attribute) => element.getAttribute(attribute) ?? []),
    );

  it.each(hostileRichText)("cannot clobber the page's globals: %s", (_name, dirty) => {
    // Every id and name an editor gives is under the prefix, so none becomes a global the page or a library reads.
    for (const value of named(parse(sanitise(dirty)))) expect(value).toMatch(/^user-content-\S+$/);
  });

  it("keeps an editor's in-page links reaching their targets", () => {
    const page = parse(
      sanitise('<p><a href="#approach">How</a> <a href="#legacy">Old</a></p><h2 id="approach">A</h2><a name="legacy"></a>'),
    );
    const targets = [...page.querySelectorAll("a[href]")].map((link) => {
      const id = decodeURIComponent((link.getAttribute("href") ?? "").slice(1));
      // As a browser finds a fragment's target: the element with that id, else the anchor with that name.
      return page.ownerDocument.getElementById(id) ?? page.querySelector(`a[name="${id}"]`);
    });
    expect(targets.map((target) => target?.localName)).toEqual(["h2", "a"]);
  });
});

describe("both sanitisers on ordinary editor bodies", () => {
  it.each(ordinaryRichText)("%s come out the same from the browser and the server", (_name, body) => {
    const [browser, server] = [parse(sanitizeHtml(body)), parse(sanitizeRichText(body))];
    expect(server.textContent).toBe(browser.textContent);
    const hrefs = (root: HTMLElement) => [...root.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs(server)).toEqual(hrefs(browser));
    // The whole tree, not only text and links: the server's first paint is the app's.
    expect(server.innerHTML).toBe(browser.innerHTML);
  });

  it("keep every word and link of an ordinary body", () => {
    const body = ordinaryRichText.map(([, html]) => html).join("");
    const clean = parse(sanitizeRichText(body));
    expect(clean.textContent).toBe(parse(body).textContent);
    expect(clean.querySelectorAll("a[href]")).toHaveLength(8);
    expect(clean.querySelector("img")?.getAttribute("srcset")).toContain("800w");
  });
});

describe("a body that opens an element it never closes, as a save stores it (issue 32)", () => {
  it.each(["svg", "math", "script", "textarea"])(
    "an unclosed <%s> loses its start tag: every later word shows, the same in the browser and on the server",
    (name) => {
      const body = repairRichText(`<p>First words.</p><${name} class="x"><p>Second words.</p><h2>Third</h2><p>Last words.</p>`);
      const [browser, server] = [parse(sanitizeHtml(body)), parse(sanitizeRichText(body))];
      expect(server.textContent).toBe("First words.Second words.ThirdLast words.");
      expect(browser.innerHTML).toBe(server.innerHTML);
    },
  );
});

describe("the server sanitiser's two readings (in one replace, or a token at a time)", () => {
  // An empty script first sends any body to the token-at-a-time reading, and adds nothing.
  it.each([...hostileRichText, ...ordinaryRichText])("write the same for %s", (_name, dirty) => {
    expect(sanitizeRichTextHtml(dirty)).toBe(sanitizeRichTextHtml(`<script></script>${dirty}`));
  });
});

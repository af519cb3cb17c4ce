import DOMPurify, { type DOMPurify as Purifier } from "dompurify";
import {
  RICH_TEXT_ATTRIBUTE_NAMES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_RENAMED_TAGS,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL,
  richTextAttribute,
  richTextLinkRel,
} from "../../../shared/content/rich-text-policy";
import type { DrawnRichText } from "../../../shared/pages/drawn-text";

const renamed = Object.entries(RICH_TEXT_RENAMED_TAGS);

let purifier: Purifier | undefined;
let sanitizeOutside: ((html: string) => string) | undefined;
let drawnOutside: DrawnRichText[] = [];

/**
 * The sanitiser where there is no DOM (the server's, pb_hooks/src/lib/pages/sanitize-rich-text.ts); none shows no HTML.
 * Returns the list each text it sanitises from now on is added to, in the order drawn (shared/pages/drawn-text.ts).
 */
export function sanitizeWithoutDom(sanitize: (html: string) => string): DrawnRichText[] {
  sanitizeOutside = sanitize;
  drawnOutside = [];
  return drawnOutside;
}

/** One purifier for the page, its hooks added once: they apply the shared policy's per-tag attribute rules. */
function richTextPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify();
  purifier.addHook("uponSanitizeAttribute", (node, data) => {
    const value = richTextAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (value === undefined) data.keepAttr = false;
    else data.attrValue = value;
  });
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    const rel = richTextLinkRel(node.getAttribute("target") ?? undefined);
    if (rel) node.setAttribute("rel", rel);
    else node.removeAttribute("rel");
  });
  return purifier;
}

/**
 * Editors' HTML (project and article bodies) as the browser may render it, by the policy the server's first
 * response uses too (shared/content/rich-text-policy.ts): no scripts, styles, frames, forms or event handlers, links only
 * to http(s), mail, phone or this site, and links that open a new tab cannot reach back.
 */
export function sanitizeHtml(html: string): string {
  // Where the server draws the page there is no DOM for DOMPurify: the server's sanitiser, by the same policy.
  if (import.meta.env.SSR) {
    const drawn = sanitizeOutside ? sanitizeOutside(html) : "";
    drawnOutside.push({ given: html, drawn });
    return drawn;
  }
  // With RETURN_DOM, DOMPurify hands back its body element.
  const body = richTextPurifier().sanitize(html, {
    // The renamed headings are let in only to be renamed below.
    ALLOWED_TAGS: [...RICH_TEXT_TAGS, ...Object.keys(RICH_TEXT_RENAMED_TAGS)],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTE_NAMES],
    ALLOWED_URI_REGEXP: RICH_TEXT_URL,
    FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM: true,
  }) as HTMLElement;
  for (const [from, to] of renamed) {
    for (const heading of body.querySelectorAll(from)) {
      const replacement = heading.ownerDocument.createElement(to);
      for (const attribute of heading.attributes) replacement.setAttribute(attribute.name, attribute.value);
      replacement.append(...heading.childNodes);
      heading.replaceWith(replacement);
    }
  }
  return body.innerHTML;
}

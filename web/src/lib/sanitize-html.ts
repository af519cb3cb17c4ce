import DOMPurify from "dompurify";

const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Editors' HTML (project and article bodies) as the browser may render it: no
 * scripts, styles, frames, forms or event handlers, and links only to http(s),
 * mail, phone or this site. Links that open a new tab cannot reach back.
 */
export function sanitizeHtml(html: string): string {
  const purifier = DOMPurify();
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.getAttribute("target") === "_blank") {
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  return purifier.sanitize(html, {
    ALLOWED_URI_REGEXP: SAFE_URL,
    FORBID_TAGS: ["style", "iframe", "form", "input", "button", "textarea", "select", "object", "embed"],
    FORBID_ATTR: ["style"],
    ADD_ATTR: ["target"],
  });
}

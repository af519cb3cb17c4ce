import sanitizeHtml from "sanitize-html";
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_GLOBAL_ATTRIBUTES,
  RICH_TEXT_RENAMED_TAGS,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
  richTextAttribute,
  richTextLinkRel,
} from "../../../../shared/content/rich-text-policy";

/** Renames headings and applies the shared per-attribute rules before sanitize-html's own allow-list runs. */
function applyPolicy(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const name = RICH_TEXT_RENAMED_TAGS[tagName] ?? tagName;
  const kept: sanitizeHtml.Attributes = {};
  for (const [attribute, value] of Object.entries(attribs)) {
    const allowed = richTextAttribute(name, attribute.toLowerCase(), value);
    if (allowed !== undefined) kept[attribute.toLowerCase()] = allowed;
  }
  if (name === "a") {
    const rel = richTextLinkRel(kept.target);
    if (rel) kept.rel = rel;
  }
  return { tagName: name, attribs: kept };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    RICH_TEXT_TAGS.map((tag) => [
      tag,
      [...RICH_TEXT_GLOBAL_ATTRIBUTES, ...(RICH_TEXT_ATTRIBUTES[tag] ?? []), ...(tag === "a" ? ["rel"] : [])],
    ]),
  ),
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: true,
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  disallowedTagsMode: "discard",
  // `style` is never allowed, so sanitize-html's CSS parser (postcss, which needs Node) is never called:
  // the hooks build swaps it for a stub (scripts/lib/build-server.ts).
  parseStyleAttributes: false,
  transformTags: { "*": applyPolicy },
};

/**
 * Editors' HTML (project and article bodies) as the server's pages may show it: the same policy the browser's
 * DOMPurify applies (shared/content/rich-text-policy.ts), run by sanitize-html, which needs no DOM and runs in PocketBase.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

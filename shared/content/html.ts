/** What escapeHtml changes: text without any (an address, a slug, most titles) is returned as it is, with one test. */
const HTML_SPECIAL = /[&<>"']/;

/** Makes text safe to place in HTML, in element content and in quoted attributes alike. */
export function escapeHtml(value: string): string {
  if (!HTML_SPECIAL.test(value)) return value;
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

// Control characters XML 1.0 forbids even as references: one in a title would stop every feed reader's parser.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** What escapeXml changes; text without any is returned as it is, with one test (a sitemap has thousands). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const XML_SPECIAL = /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/** Makes text safe to place in XML (sitemap, feed): the HTML escapes are XML's too, and forbidden characters go. */
export const escapeXml = (value: string): string => (XML_SPECIAL.test(value) ? escapeHtml(value.replace(NOT_XML, "")) : value);

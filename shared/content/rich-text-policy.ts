/**
 * What an editor's rich text (PocketBase `editor` fields: project and article bodies) may contain when a page
 * shows it. The browser's sanitiser (web/src/lib/sanitize-html.ts, DOMPurify) and the server's
 * (shared/content/rich-text-sanitizer.ts, in PocketBase) are both configured from this one list, and both run
 * every attribute through `richTextAttribute`, so the two cannot drift (decision 082).
 */

/** Tags kept as they are. Any other tag is dropped and its content kept, unless it is in RICH_TEXT_DROPPED_WITH_CONTENT. */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "span",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "hr",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
] as const;

export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/**
 * Headings the editor offers that the page cannot take as they are: the page already has its one h1 (the record's
 * title), so an editor's h1 becomes the next level down; h5/h6 join h4, the deepest level the design sets.
 */
export const RICH_TEXT_RENAMED_TAGS: Readonly<Record<string, RichTextTag>> = { h1: "h2", h5: "h4", h6: "h4" };

/**
 * Disallowed tags whose content goes too: code, styles, embedded documents, form controls and foreign markup
 * (svg, math) are never readable text, and keeping their text would print source code into the page.
 */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "template",
  "noscript",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noembed",
  "noframes",
  "xmp",
  "plaintext",
  "textarea",
  "select",
  "option",
  "button",
  "svg",
  "math",
  "audio",
  "video",
  "title",
  "head",
] as const;

/**
 * Attributes allowed on every kept tag. `id` only under NAMED_PROP_PREFIX (see richTextAttribute); no `class` (it would
 * reach the site's styles), no `style`, no event handlers, no `data-*` or `aria-*`.
 */
const RICH_TEXT_GLOBAL_ATTRIBUTES = ["id", "title", "lang", "dir"] as const;

/** Attributes allowed per tag, on top of the global ones. A link's `name` is an old-style anchor, prefixed like `id`. */
const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ["href", "target", "name"],
  img: ["src", "srcset", "sizes", "alt", "width", "height", "loading"],
  ol: ["start"],
  col: ["span"],
  colgroup: ["span"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
};

/** Every attribute name some kept tag may carry (for sanitisers whose allow-list is not per tag). */
export const RICH_TEXT_ATTRIBUTE_NAMES: readonly string[] = [
  ...new Set([...RICH_TEXT_GLOBAL_ATTRIBUTES, ...Object.values(RICH_TEXT_ATTRIBUTES).flat()]),
];

/** Schemes a link or image may use; URLs with no scheme (relative, root-relative, protocol-relative, #fragment) are allowed too. */
const RICH_TEXT_URL_SCHEMES = ["http", "https", "mailto", "tel"] as const;

/** Attributes holding one URL. (`srcset` holds several; see richTextAttribute.) */
const URL_ATTRIBUTES = new Set(["href", "src"]);

/** The only link target an editor may set; any other is dropped. */
const RICH_TEXT_LINK_TARGETS = ["_blank"] as const;

/** A link that opens a new tab gets this rel, so the new page can neither reach back nor learn where it came from. */
export const NEW_TAB_REL = "noopener noreferrer";

/**
 * What an editor's `id` and `name` values start with on the page (DOMPurify's SANITIZE_NAMED_PROPS prefix, as GitHub
 * uses it). An element's id or name becomes a property of `window` or `document` (DOM clobbering: an editor's
 * `<img name="x">` replaced `window.x`); under this prefix no such property is one the page or a library reads, and
 * no id can collide with the page's own. In-page links follow: `href="#x"` becomes `#user-content-x`.
 */
const NAMED_PROP_PREFIX = "user-content-";

/** An editor's id or name under the prefix (once: sanitising twice changes nothing), or undefined when unusable. */
function namedProp(value: string): string | undefined {
  const name = value.trim();
  if (name === "" || /\s/.test(name)) return undefined;
  return name.startsWith(NAMED_PROP_PREFIX) ? name : `${NAMED_PROP_PREFIX}${name}`;
}

/**
 * An in-page link to an editor's id, pointed at its prefixed id. `#` and `#top` keep their meaning (the top of the
 * page, which browsers scroll to without any element).
 */
function inPageHref(href: string): string {
  const value = href.trim();
  if (!value.startsWith("#")) return href;
  const fragment = value.slice(1);
  if (fragment === "" || fragment.toLowerCase() === "top" || fragment.startsWith(NAMED_PROP_PREFIX)) return href;
  return `#${NAMED_PROP_PREFIX}${fragment}`;
}

const allowedValues: Readonly<Record<string, readonly string[]>> = {
  target: RICH_TEXT_LINK_TARGETS,
  loading: ["lazy", "eager"],
  dir: ["ltr", "rtl", "auto"],
  scope: ["row", "col", "rowgroup", "colgroup"],
};
const numericAttributes = new Set(["width", "height", "start", "span", "colspan", "rowspan"]);

/**
 * Characters a browser ignores inside or around a URL (C0 controls, spaces, tabs, newlines) and Unicode spaces. They
 * are removed before the scheme is read, so `jav&#x09;ascript:` is still javascript (DOMPurify does the same).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const URL_IGNORED = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000\uFEFF]/g;

/**
 * A URL whose scheme is allowed, or which has no scheme at all. DOMPurify's ALLOWED_URI_REGEXP is this pattern;
 * it is tested on the URL with URL_IGNORED characters removed.
 */
export const RICH_TEXT_URL = new RegExp(`^(?:(?:${RICH_TEXT_URL_SCHEMES.join("|")}):|(?![a-z][a-z0-9+.-]*:))`, "i");

/** A URL's scheme, when it starts with one: what RICH_TEXT_URL's lookahead looks for. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(RICH_TEXT_URL_SCHEMES);

/**
 * RICH_TEXT_URL's verdict, read without its lookahead: a URL with no scheme, or with an allowed one. PocketBase's JS
 * engine runs a pattern with a lookahead in its slower engine: 3–5 % of the sanitiser's time on a body with a link in
 * each paragraph. A unit test holds the two to the same verdicts.
 */
export function isAllowedRichTextUrl(url: string): boolean {
  const scheme = SCHEME.exec(url.replace(URL_IGNORED, ""))?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase());
}

/**
 * The URLs of a srcset: each candidate is a URL followed by optional descriptors, candidates separated by commas.
 * A URL may itself contain commas, except at its ends (the HTML standard's parsing, simplified to what a scheme
 * check needs: every candidate's URL is found).
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  const isSpace = (c: string | undefined) => c === " " || c === "\t" || c === "\n" || c === "\f" || c === "\r";
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && (isSpace(srcset[i]) || srcset[i] === ",")) i++;
    if (i >= srcset.length) break;
    const start = i;
    while (i < srcset.length && !isSpace(srcset[i])) i++;
    const url = srcset.slice(start, i);
    urls.push(url.replace(/,+$/, ""));
    // A URL ending in a comma ends its candidate; otherwise descriptors run to the next comma.
    if (!url.endsWith(",")) while (i < srcset.length && srcset[i] !== ",") i++;
  }
  return urls;
}

function isAllowedAttribute(tag: string, name: string): boolean {
  return (
    (RICH_TEXT_GLOBAL_ATTRIBUTES as readonly string[]).includes(name) ||
    (RICH_TEXT_ATTRIBUTES[tag as RichTextTag]?.includes(name) ?? false)
  );
}

/**
 * The value an attribute keeps on a kept tag, or undefined when the attribute must go: not allowed on this tag, a URL
 * with a scheme outside RICH_TEXT_URL_SCHEMES (in any srcset candidate too), or a value outside its allowed set.
 * Ids and names come back under NAMED_PROP_PREFIX, and in-page links with them. `tag` and `name` are lower-case, as
 * both parsers report them.
 */
export function richTextAttribute(tag: string, name: string, value: string): string | undefined {
  if (!isAllowedAttribute(tag, name)) return undefined;
  if (name === "id" || name === "name") return namedProp(value);
  if (name === "href") return isAllowedRichTextUrl(value) ? inPageHref(value) : undefined;
  if (URL_ATTRIBUTES.has(name)) return isAllowedRichTextUrl(value) ? value : undefined;
  if (name === "srcset") {
    const urls = srcsetUrls(value);
    return urls.length > 0 && urls.every(isAllowedRichTextUrl) ? value : undefined;
  }
  const values = allowedValues[name];
  if (values) return values.includes(value.trim().toLowerCase()) ? value.trim().toLowerCase() : undefined;
  if (numericAttributes.has(name)) return /^\s*\d{1,5}\s*$/.test(value) ? value.trim() : undefined;
  return value;
}

/** The rel a kept link must carry, given its (already allowed) target; undefined means no rel at all. */
export function richTextLinkRel(target: string | undefined): string | undefined {
  return target === "_blank" ? NEW_TAB_REL : undefined;
}

import {
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_RENAMED_TAGS,
  RICH_TEXT_TAGS,
  richTextAttribute,
  richTextLinkRel,
} from "./rich-text-policy";

/**
 * Editors' HTML as the server's pages may show it, by the one policy (rich-text-policy.ts; the browser's DOMPurify
 * applies the same), in time linear in its size (issue 32): one pass over the text, the output gathered in parts and
 * joined once. The sanitize-html package took quadratic time in PocketBase's JS engine, whose strings are copied on every `+=`
 * (a 400 KB body: 20 s).
 *
 * The input is read as a browser's tokenizer reads it (tags, attributes quoted or not, comments, entities), and the
 * output is well formed: every kept element closed, in order, a paragraph closed where a block begins (as a browser
 * does), every attribute quoted and escaped. An element dropped with its content (a script, an svg) that is never
 * closed drops only itself: the text after it stays (a save takes such a tag out: repairRichText).
 */

const KEPT = new Set<string>(RICH_TEXT_TAGS);
const DROPPED = new Set<string>(RICH_TEXT_DROPPED_WITH_CONTENT);
const VOID = new Set([
  "br",
  "hr",
  "img",
  "col",
  "wbr",
  "area",
  "base",
  "embed",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
]);
/** Elements whose start closes an open paragraph, as a browser's parser closes it. */
const CLOSES_P = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "blockquote",
  "pre",
  "hr",
  "figure",
  "figcaption",
  "table",
  "address",
  "article",
  "aside",
  "details",
  "div",
  "dl",
  "fieldset",
  "footer",
  "form",
  "header",
  "main",
  "nav",
  "section",
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  comma: ",",
  period: ".",
  semi: ";",
  equals: "=",
  num: "#",
  percnt: "%",
  copy: "©",
  reg: "®",
  trade: "™",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  deg: "°",
  middot: "·",
  bull: "•",
  times: "×",
  divide: "÷",
};

/**
 * An attribute value's entities decoded, as a browser decodes them (a numeric one with or without its semicolon); a
 * reference to no character becomes `invalid` (U+FFFD, as in a browser; the search text drops it).
 */
export function decodeEntities(value: string, invalid = "\ufffd"): string {
  if (value.indexOf("&") < 0) return value;
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (entity: string, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : invalid;
    }
    const decoded = NAMED_ENTITIES[name.toLowerCase()];
    return decoded === undefined ? entity : decoded;
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (char) => (char === "&" ? "&amp;" : char === '"' ? "&quot;" : char === "<" ? "&lt;" : "&gt;"));

/** Whether a character code is HTML's white space (tab, line feed, form feed, carriage return, space). */
const isSpace = (code: number) => code === 9 || code === 10 || code === 12 || code === 13 || code === 32;

/** Where the first end tag named `name` begins at or after `from` in the lower-cased text, or -1. */
function endTagAt(lower: string, name: string, from: number): number {
  const closing = `</${name}`;
  let at = lower.indexOf(closing, from);
  while (at >= 0) {
    const after = lower.charCodeAt(at + closing.length);
    if (Number.isNaN(after) || isSpace(after) || after === 47 || after === 62) return at;
    at = lower.indexOf(closing, at + 1);
  }
  return -1;
}

/**
 * endTagAt for one text, each name's search starting where its last one left off: ten thousand `<svg>` never closed
 * are one search to the end of the text, not ten thousand (linear, however hostile the body).
 */
function endTagFinder(lower: string): (name: string, from: number) => number {
  const last = new Map<string, { from: number; at: number }>();
  return (name, from) => {
    const known = last.get(name);
    if (known && from >= known.from && (known.at < 0 || known.at >= from)) return known.at;
    const at = endTagAt(lower, name, from);
    last.set(name, { from, at });
    return at;
  };
}

/**
 * Every token that is not text, at its start: a comment (to its end, or the text's), a doctype, CDATA or processing
 * instruction (to the next `>`), a start or end tag with its attributes (quoted values may hold `>`), or a `<` that
 * starts none. The scanning is done by the regular expression engine, not character by character in the JS engine:
 * in PocketBase's that is what makes a body of a megabyte quick.
 *
 * Each reading of a text makes its own (tokenScanner): PocketBase's JS engine keeps, per regular expression, the text
 * it last read as characters, and checks a new text against it at every `exec`. A text equal to the one kept, read
 * from another copy (the same article saved or drawn again), was then compared in full at each of its tokens: 5.5 s
 * where the first reading took 0.6 s for 2 MB. A fresh expression keeps only the text it is given.
 */
const TOKEN_SOURCE =
  /<(?:!--(?:>|->|.*?(?:-->|--!>|$))|[!?][^>]*(?:>|$)|\/[^a-zA-Z>][^>]*(?:>|$)|\/>|(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)(>|$)|)/g
    .source;
const tokenScanner = () => new RegExp(TOKEN_SOURCE, "gs");
/** One attribute in a tag's attribute text: its name, then its value quoted either way or bare. */
const ATTRIBUTE = /([^\s/>=][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/g;

/** Whether an attribute of this name was read already (a loop: no function made per attribute). */
function seenBefore(attributes: readonly [string, string][], name: string): boolean {
  for (let i = 0; i < attributes.length; i++) if (attributes[i]?.[0] === name) return true;
  return false;
}

/** A tag's attributes, as a browser reads them: names lower-cased, the first of two of one name kept, values decoded. */
function readAttributes(text: string): [string, string][] {
  const attributes: [string, string][] = [];
  if (text === "") return attributes;
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(text); match; match = ATTRIBUTE.exec(text)) {
    const name = (match[1] as string).toLowerCase();
    if (seenBefore(attributes, name)) continue;
    attributes.push([name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? "")]);
  }
  return attributes;
}

/** A tag as the sanitiser treats it: an end tag, a start tag kept (with what it is written as), dropped, or skipped. */
type ReadTag =
  | { kind: "end"; name: string; kept: boolean }
  | { kind: "kept"; name: string; html: string }
  | { kind: "dropped"; name: string }
  | { kind: "skipped" };

/**
 * Tags read before, by their text: a body repeats the same few (`<p>`, `</strong>`, a link to the same page) thousands
 * of times, and each is read and written once. At most MEMO_SIZE kept, per process; the policy never changes.
 */
const MEMO_SIZE = 512;
const memo = new Map<string, ReadTag>();

function readTagToken(text: string, end: boolean, rawName: string, attributes: string): ReadTag {
  const known = memo.get(text);
  if (known) return known;
  const tagName = rawName.toLowerCase();
  const name = RICH_TEXT_RENAMED_TAGS[tagName] ?? tagName;
  let tag: ReadTag;
  if (end) tag = { kind: "end", name, kept: KEPT.has(name) };
  else if (DROPPED.has(tagName)) tag = { kind: "dropped", name: tagName };
  else if (!KEPT.has(name)) tag = { kind: "skipped" };
  else {
    const kept: string[] = [];
    let target: string | undefined;
    for (const [attribute, value] of readAttributes(attributes)) {
      if (attribute === "rel") continue;
      const allowed = richTextAttribute(name, attribute, value);
      if (allowed === undefined) continue;
      if (attribute === "target") target = allowed;
      kept.push(` ${attribute}="${escapeAttribute(allowed)}"`);
    }
    const rel = name === "a" ? richTextLinkRel(target) : undefined;
    if (rel) kept.push(` rel="${rel}"`);
    tag = { kind: "kept", name, html: `<${name}${kept.join("")}>` };
  }
  if (memo.size >= MEMO_SIZE) memo.clear();
  // A long tag (a link with a long address, a picture's srcset) is read each time: the memo keeps short ones.
  if (text.length <= 256) memo.set(text, tag);
  return tag;
}

/** `</name>`, made once per name: half a body's tags are end tags, each written anew cost a string apiece. */
const END_TAGS = new Map<string, string>();
function endTagOf(name: string): string {
  let tag = END_TAGS.get(name);
  if (tag === undefined) {
    tag = `</${name}>`;
    END_TAGS.set(name, tag);
  }
  return tag;
}

/**
 * The kept elements open, innermost last, closed as a browser closes them. What they write goes to `out`: the tags
 * kept, and the end tags of what a new element or the text's end closes.
 */
class OpenElements {
  private readonly open: string[] = [];
  /** How many of each name are open; and the lists and items among them. */
  private readonly counts = new Map<string, number>();
  private readonly lists: string[] = [];

  constructor(private readonly out: string[]) {}

  /** A kept start tag, after what a browser closes before it opens the element: a paragraph before a block, an item
   * before the next item of its list, a link before a link. */
  start(name: string, html: string): void {
    if (CLOSES_P.has(name)) this.close("p");
    if (name === "li" && this.lists[this.lists.length - 1] === "li") this.close("li");
    if (name === "a") this.close("a");
    this.out.push(html);
    if (VOID.has(name)) return;
    this.open.push(name);
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    if (name === "ul" || name === "ol" || name === "li") this.lists.push(name);
  }

  /** An end tag read: `<br>` for a `</br>` (as a browser reads it); else the innermost open element of its name closed
   * with every one inside it, nothing when none is open. */
  end(tag: { name: string; kept: boolean }): void {
    if (tag.name === "br") this.out.push("<br>");
    else if (tag.kept) this.close(tag.name);
  }

  /** Every element still open closed, at the text's end. */
  closeAll(): void {
    while (this.open.length > 0) this.pop();
  }

  private close(name: string): void {
    if (!this.counts.get(name)) return;
    while (this.open.length > 0 && this.open[this.open.length - 1] !== name) this.pop();
    this.pop();
  }

  private pop(): void {
    const name = this.open.pop() as string;
    this.counts.set(name, (this.counts.get(name) ?? 1) - 1);
    if (name === "ul" || name === "ol" || name === "li") this.lists.pop();
    this.out.push(endTagOf(name));
  }
}

export function sanitizeRichTextHtml(html: string): string {
  const lower = html.toLowerCase();
  return holdsDropped(lower) ? sanitizeByToken(html, lower) : sanitizeByReplace(html);
}

/** Whether a text (lower-cased) may hold an element dropped with its content: a search for each name's `<name`. */
const holdsDropped = (lower: string) => RICH_TEXT_DROPPED_WITH_CONTENT.some((name) => lower.indexOf(`<${name}`) >= 0);

/**
 * A body with no element dropped with its content (most bodies: holdsDropped), in one `replace` over its tokens: the
 * engine copies the text between them itself, and gathers the output natively. Reading the tokens one `exec` at a
 * time, each match an array and each part pushed and joined in JS, cost twice as long (issue 32: a 2 MB article's
 * draw). The same reading as sanitizeByToken, which a test holds it to.
 */
function sanitizeByReplace(html: string): string {
  const written: string[] = [];
  const elements = new OpenElements(written);
  let dropped = false;
  const body = html.replace(
    tokenScanner(),
    (
      token: string,
      slash: string | undefined,
      rawName: string | undefined,
      attributes: string | undefined,
      end: string | undefined,
    ) => {
      // A lone `<` is text; a comment, doctype, CDATA or processing instruction reaches no page.
      if (rawName === undefined) return token === "<" ? "&lt;" : "";
      // A tag the text ends inside (the token runs to the text's end) is dropped, as a browser drops it.
      if (end !== ">") return "";
      const tag = readTagToken(token, slash === "/", rawName, attributes ?? "");
      if (tag.kind === "dropped") dropped = true;
      if (tag.kind !== "end" && tag.kind !== "kept") return "";
      written.length = 0;
      if (tag.kind === "end") elements.end(tag);
      else elements.start(tag.name, tag.html);
      return written.length === 1 ? (written[0] as string) : written.join("");
    },
  );
  // Never met (holdsDropped looked for each such name), but its content must not pass as text if it were.
  if (dropped) return sanitizeByToken(html, html.toLowerCase());
  written.length = 0;
  elements.closeAll();
  return written.length === 0 ? body : body + written.join("");
}

/** Any body, a token at a time: an element dropped with its content is skipped to its end tag. */
function sanitizeByToken(html: string, lower: string): string {
  const out: string[] = [];
  const elements = new OpenElements(out);
  const endOf = endTagFinder(lower);
  const length = html.length;
  const scanner = tokenScanner();
  let i = 0;
  while (i < length) {
    scanner.lastIndex = i;
    const token = scanner.exec(html);
    if (!token) {
      out.push(html.slice(i));
      break;
    }
    const lt = token.index;
    if (lt > i) out.push(html.slice(i, lt));
    i = lt + token[0].length;
    const name0 = token[2];
    if (name0 === undefined) {
      // A lone `<` is text; a comment, doctype, CDATA or processing instruction reaches no page.
      if (token[0] === "<") {
        out.push("&lt;");
        i = lt + 1;
      }
      continue;
    }
    // A tag the text ends inside is dropped, as a browser drops it.
    if (token[4] !== ">") break;
    const tag = readTagToken(token[0], token[1] === "/", name0, token[3] ?? "");
    if (tag.kind === "end") elements.end(tag);
    else if (tag.kind === "kept") elements.start(tag.name, tag.html);
    else if (tag.kind === "dropped") {
      // Dropped with its content: to its end tag (a raw-text element's content is text, whatever it holds). One never
      // closed drops only itself, as a save stores it (repairRichText): the rest is read as the body it is. A void one
      // (an embed) has no content, and no end tag a browser would read.
      const end = VOID.has(tag.name) ? -1 : endOf(tag.name, i);
      if (end >= 0) {
        const after = html.indexOf(">", end);
        i = after < 0 ? length : after + 1;
      }
    }
  }
  elements.closeAll();
  return out.join("");
}

/**
 * A body as a save stores it (issue 32): the start tag of an element dropped with its content (a script, an svg, a
 * math) that is never closed is taken out, so that it cannot swallow the rest of the article in a browser (the app's
 * DOMPurify drops such an element with everything after it). Nothing a page shows is lost: the tag showed nothing.
 * Everything else is kept as the editor wrote it; the page's sanitiser reads the body at each render. Linear.
 */
export function repairRichText(html: string): string {
  const lower = html.toLowerCase();
  // Most bodies hold no such element at all: a search of the text for each name, at the engine's native speed, then
  // says so, where reading every tag of 2 MB took a third of a second in PocketBase's JS engine.
  if (!holdsDropped(lower)) return html;
  const endOf = endTagFinder(lower);
  const length = html.length;
  const scanner = tokenScanner();
  const kept: string[] = [];
  let from = 0;
  let i = 0;
  while (i < length) {
    scanner.lastIndex = i;
    const token = scanner.exec(html);
    if (!token) break;
    const lt = token.index;
    i = lt + token[0].length;
    const rawName = token[2];
    if (rawName === undefined) {
      if (token[0] === "<") i = lt + 1;
      continue;
    }
    if (token[4] !== ">") break;
    const name = rawName.toLowerCase();
    if (token[1] === "/" || !DROPPED.has(name) || VOID.has(name)) continue;
    const end = endOf(name, i);
    if (end < 0) {
      kept.push(html.slice(from, lt));
      from = i;
      continue;
    }
    // Its content is no markup (a script's text, an svg's drawing): read on from its end tag.
    const after = html.indexOf(">", end);
    i = after < 0 ? length : after + 1;
  }
  if (from === 0) return html;
  kept.push(html.slice(from));
  return kept.join("");
}

/**
 * Why an editor's body cannot be saved, in a sentence that says what to do; undefined when it can. `byteLength` counts
 * its UTF-8 bytes (the hooks count them in Go: two regular expressions over 2 MB took 90 ms in PocketBase's engine).
 */
export function richTextProblem(html: string, maxBytes: number, byteLength = utf8Length): string | undefined {
  // A UTF-16 unit is one to three bytes: a body short enough needs no count.
  if (html.length * 3 <= maxBytes) return undefined;
  const bytes = byteLength(html);
  if (bytes <= maxBytes) return undefined;
  const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;
  return `This text is ${mb(bytes)}; a body may be at most ${mb(maxBytes)}. Shorten it, or split it into two.`;
}

/** A string's length in UTF-8 bytes, without encoding it (a character outside the BMP is two halves of two bytes). */
function utf8Length(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: every ASCII character is one byte, controls included
  const beyondAscii = text.replace(/[\u0000-\u007f]+/g, "");
  return text.length + beyondAscii.length + beyondAscii.replace(/[\u0080-\u07ff\ud800-\udfff]+/g, "").length;
}

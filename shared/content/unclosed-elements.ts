import { RICH_TEXT_DROPPED_WITH_CONTENT } from "./rich-text-policy";

// Elements dropped with their content (a script, an svg) that a body opens and never closes: a browser would swallow
// everything after one. The save refuses such a body (richTextProblem); one saved before that drops only its own start
// tag, in the server's sanitiser (rich-text-sanitizer.ts) and the browser's (web/src/lib/sanitize-html.ts) alike. A
// module apart so the browser's bundle carries only this.

/** Whether a character code is HTML's white space (tab, line feed, form feed, carriage return, space). */
const isSpace = (code: number) => code === 9 || code === 10 || code === 12 || code === 13 || code === 32;

/** Where the first end tag named `name` begins at or after `from` in the lower-cased text, or -1. */
export function endTagAt(lower: string, name: string, from: number): number {
  const closing = `</${name}`;
  let at = lower.indexOf(closing, from);
  while (at >= 0) {
    const after = lower.charCodeAt(at + closing.length);
    if (Number.isNaN(after) || isSpace(after) || after === 47 || after === 62) return at;
    at = lower.indexOf(closing, at + 1);
  }
  return -1;
}

/** Where the last start tag of a dropped element a body never closes begins (its content would swallow the rest). */
function unclosedAt(html: string): { name: string; at: number } | undefined {
  const lower = html.toLowerCase();
  for (const name of RICH_TEXT_DROPPED_WITH_CONTENT) {
    let at = lower.lastIndexOf(`<${name}`);
    // The last start tag of its name (not the start of a longer name: <object> is not <objects>).
    while (at >= 0) {
      const after = lower.charCodeAt(at + name.length + 1);
      if (Number.isNaN(after) || isSpace(after) || after === 47 || after === 62) break;
      // lastIndexOf from -1 searches from 0 again: the text's first character is the last place to look.
      at = at === 0 ? -1 : lower.lastIndexOf(`<${name}`, at - 1);
    }
    if (at >= 0 && endTagAt(lower, name, at) < 0) return { name, at };
  }
  return undefined;
}

/** A dropped element a body opens and never closes, whose content a browser would swallow to the end; or undefined. */
export function unclosedElement(html: string): string | undefined {
  return unclosedAt(html)?.name;
}

/**
 * A body without the start tags of dropped elements it never closes (those after the last end tag of their name), as
 * the server's sanitiser reads it (one never closed drops only itself): the browser's sanitiser reads this, so a body
 * saved before the save refused such tags shows all its text in the app as on the server's page. Linear: one pass
 * per dropped element's name.
 */
export function withoutUnclosedElements(html: string): string {
  if (!unclosedAt(html)) return html;
  let body = html;
  for (const name of RICH_TEXT_DROPPED_WITH_CONTENT) {
    const lower = body.toLowerCase();
    let from = 0;
    for (let end = endTagAt(lower, name, 0); end >= 0; end = endTagAt(lower, name, end + 1)) from = end + 1;
    const start = new RegExp(`<${name}(?=[\\s/>]|$)[^>]*>?`, "gi");
    start.lastIndex = from;
    const kept: string[] = [];
    let at = from;
    for (let match = start.exec(body); match; match = start.exec(body)) {
      kept.push(body.slice(at, match.index));
      at = match.index + match[0].length;
    }
    if (at > from) body = body.slice(0, from) + kept.join("") + body.slice(at);
  }
  return body;
}

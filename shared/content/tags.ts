import type { Words } from "../languages/words/en";
import { fill } from "../languages/words/fill";
/** "Design,  Culture ,design," becomes "design, culture": lowercase, trimmed, unique, in order. */
export function normaliseTags(input: string): string {
  const seen = new Set<string>();
  for (const raw of input.split(",")) {
    const tag = raw.trim().toLowerCase().replace(/\s+/g, " ");
    if (tag) seen.add(tag);
  }
  return [...seen].join(", ");
}

/** What ?tag= on /news asks for: every article, one tag's (the caller checks an article carries it), or nothing. */
export type TagRequest = { tag: string | undefined } | "no-page";

/**
 * A tag as articles store it (normaliseTags: lowercase, single spaces, no comma); anything else names no page, as for
 * every list parameter (decision 077): links always write the stored form.
 */
export function readTagParam(value: string | string[] | undefined): TagRequest {
  if (value === undefined) return { tag: undefined };
  return typeof value === "string" && value !== "" && !value.includes(",") && normaliseTags(value) === value
    ? { tag: value }
    : "no-page";
}

/** `%`, `_` and `\` stand for themselves in the LIKE patterns below (PocketBase's filter LIKE escapes with `\`). */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The articles that carry a tag, as a PocketBase filter: the tag is one whole entry of the stored list
 * ("design, culture"), so "design" finds neither "web design" nor "designers". The app's list request and the
 * server's first response send the same filter with the same values.
 */
export function tagFilter(tag: string): { filter: string; params: Record<string, string> } {
  const tagged = literal(tag);
  return {
    filter: "(tags = {:tag} || tags ~ {:first} || tags ~ {:middle} || tags ~ {:last})",
    params: { tag, first: `${tagged}, %`, middle: `%, ${tagged}, %`, last: `%, ${tagged}` },
  };
}

/** The lede of a tag's page: "1 article carries this tag.", "12 articles carry this tag." */
export const taggedCount = (count: number, words: Pick<Words, "news">) =>
  fill(count === 1 ? words.news.taggedOne : words.news.taggedMany, { count });

import type { Words } from "../languages/words/en";
import { fill } from "../languages/words/fill";
/**
 * Which page links a list shows: the first, the last, and the current page's neighbours, with a
 * gap for each run left out, so a list of 2,000 articles has at most seven, not 171. A gap that
 * would stand for one page shows that page instead: a link takes the same room as the gap.
 */
export type PageLink = { page: number } | { gap: { from: number; to: number } };

/** Pages either side of the current one. */
const NEIGHBOURS = 1;

export function pageLinks(current: number, last: number): PageLink[] {
  const shown = new Set([1, last]);
  for (let n = current - NEIGHBOURS; n <= current + NEIGHBOURS; n++) if (n >= 1 && n <= last) shown.add(n);
  const pages = [...shown].filter((n) => n >= 1).sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, i) => {
    const before = pages[i - 1];
    if (before !== undefined && page - before === 2) links.push({ page: before + 1 });
    else if (before !== undefined && page - before > 2) links.push({ gap: { from: before + 1, to: page - 1 } });
    links.push({ page });
  });
  return links;
}

/** What a screen reader says for a gap; the eye sees "…". */
export const gapLabel = (gap: { from: number; to: number }, words: Pick<Words, "news">) =>
  fill(words.news.gap, { from: gap.from, to: gap.to });

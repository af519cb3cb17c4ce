// PocketBase makes a thumbnail the first time it is asked for, then keeps it on disk: visitors meet thumbnails made.
// The bench asks for every picture its pages name once before it measures, so that no measured load pays for (or,
// on two cores, competes with) the resizing of a fresh data dir.

/** Every file URL (thumbnails included) in a page's `src` and `srcset` attributes. */
export function fileUrls(html: string, origin: string): string[] {
  const urls = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\s(?:src|srcset)="([^"]+)"/g))
    for (const candidate of value.split(","))
      for (const part of candidate.trim().split(/\s+/).slice(0, 1))
        if (part.includes("/api/files/")) urls.add(new URL(part.replace(/&amp;/g, "&"), origin).href);
  return [...urls];
}

/** Asks for each page, then for every file it names; returns how many files were asked for. */
export async function warmThumbnails(pageUrls: string[]): Promise<number> {
  const files = new Set<string>();
  for (const pageUrl of pageUrls) {
    const response = await fetch(pageUrl);
    if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
    for (const url of fileUrls(await response.text(), pageUrl)) files.add(url);
  }
  for (const url of files) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
  return files.size;
}

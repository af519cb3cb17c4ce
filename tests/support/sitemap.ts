// The sitemap is an index of files, one per language and kind (issue 34): what a crawler reads is every file the index
// names. Each file is fetched from the test server itself (its address may name the site's public origin) with the
// same headers as the index.
export interface SitemapRead {
  /** The index's own answer. */
  index: Response;
  /** The paths of the files it names, in its order. */
  files: string[];
  /** Every file's text, one after another. */
  text: string;
}

export async function readSitemap(base: string, headers: Record<string, string> = {}): Promise<SitemapRead> {
  const index = await fetch(`${base}/sitemap.xml`, { headers });
  const xml = await index.text();
  if (!index.ok) throw new Error(`/sitemap.xml answered ${index.status}`);
  const files = [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const texts: string[] = [];
  for (const file of files) {
    const response = await fetch(`${base}${file}`, { headers });
    const text = await response.text();
    if (!response.ok) throw new Error(`${file}, named by the sitemap's index, answered ${response.status}`);
    texts.push(text);
  }
  return { index, files, text: texts.join("\n") };
}

/** Every `<loc>` of every file. */
export const locsIn = (text: string): string[] => [...text.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");

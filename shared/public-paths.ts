/** Where each collection's records live on the public site; services have no page of their own. */
export const PUBLIC_PATH_PREFIX: Record<string, string> = {
  projects: "/project/",
  news: "/news/",
};

export function publicPath(collection: string, slug: string): string | undefined {
  const prefix = PUBLIC_PATH_PREFIX[collection];
  return prefix && slug ? prefix + slug : undefined;
}

/**
 * The news feed. At the root rather than under /news/ so that it can never be read as an
 * article's address; the page heads of / and /news link to it.
 */
export const FEED_PATH = "/feed.xml";

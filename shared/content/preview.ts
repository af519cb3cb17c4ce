/**
 * Draft preview links (docs/decisions/archive/038-draft-preview-links.md). The server signs and checks the token
 * (pb_hooks/src/lib/pages/preview.ts); this is what the page and the app share about a preview.
 */

/** The query parameter a preview link carries its token in, on the page's address and on its images' (shared/images/images.ts). */
export const PREVIEW_PARAM = "preview";

/** A preview the page shows: written by the server into the page view and its inline data, read by the app. */
export interface Preview {
  /** The page's path, e.g. "/news/new-studio". The app is in preview while it shows this path with this token. */
  path: string;
  token: string;
  /** When the link stops working (ms since 1970). */
  expires: number;
  /** Whether visitors already see the record (published and due): the bar says which. */
  published: boolean;
  /** When it goes live or leaves, in the studios' own time (shared/content/schedule-note.ts); "" when neither is set. */
  schedule?: string;
}

/** A record as a preview link's page holds it: its files' addresses carry the link's token (shared/images/images.ts). */
export type Previewed<T> = T & { previewToken?: string };

/** A record's preview link: the page's absolute address with the token. `origin` is "https://example.com", no slash. */
export const previewLink = (origin: string, path: string, token: string) =>
  `${origin.replace(/\/+$/, "")}${path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;

import { RESPONSIVE_THUMBS } from "../pb_migrations/src/schema/fields";

/** The widths PocketBase makes thumbnails for (the `Wx0` entries of the image fields' thumbs). */
export const IMAGE_WIDTHS = RESPONSIVE_THUMBS.filter((t) => t.endsWith("x0")).map((t) => Number.parseInt(t, 10));

/** The link-preview card's thumb: 1200x630, as Open Graph and Twitter cards want it. */
export const SOCIAL_CARD = { thumb: "1200x630", width: 1200, height: 630 } as const;

export interface FileOwner {
  id: string;
  collectionId: string;
  collectionName: string;
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * A record's file as PocketBase serves it, the way the JS SDK's `files.getURL` writes it.
 * `base` is "" for an address on this site, or an origin ("https://example.com") for an absolute one.
 */
export function fileUrl(base: string, record: FileOwner, file: string, thumb?: string): string {
  const path = ["api", "files", record.collectionId || record.collectionName, record.id, file].map(encodeURIComponent).join("/");
  return `${base.replace(/\/+$/, "")}/${path}${thumb ? `?thumb=${encodeURIComponent(thumb)}` : ""}`;
}

/** `src`, `srcSet` and `sizes` for an image field, from PocketBase's thumbnails. */
export function responsiveImage(base: string, record: FileOwner, file: string, sizes: string): ResponsiveImage {
  const url = (width: number) => fileUrl(base, record, file, `${width}x0`);
  return {
    src: url(IMAGE_WIDTHS[1] ?? 960),
    srcSet: IMAGE_WIDTHS.map((width) => `${url(width)} ${width}w`).join(", "),
    sizes,
  };
}

/** How wide an article's or project's cover is shown: the page's largest image, preloaded by the server's first response. */
export const COVER_SIZES = "(min-width: 1440px) 1400px, 100vw";

/**
 * How many of a list's first cards are above the fold at any width, and so load at once with high priority: none on the
 * home page (the hero fills the first screen), the first on /work (one card shows under the filters on a phone).
 */
export const PRIORITY_CARDS = { home: 0, work: 1 } as const;

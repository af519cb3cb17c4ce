import { COVER_FRAMES, type Frame, framedThumb, RESPONSIVE_WIDTHS } from "../schema/fields";

export { COVER_FRAMES, type Frame };

import { PREVIEW_PARAM } from "../content/preview";
import type { ImageSizes } from "./dimensions";

/** The widths PocketBase makes thumbnails for (the `Wx0` entries of the image fields' thumbs). */
export const IMAGE_WIDTHS = RESPONSIVE_WIDTHS;

/** The link-preview card's thumb: 1200x630, as Open Graph and Twitter cards want it. */
export const SOCIAL_CARD = { thumb: "1200x630", width: 1200, height: 630 } as const;

/**
 * Thumbnails wider than this share of the original are left out, and the original serves those widths: PocketBase
 * re-encodes every thumbnail at JPEG quality 95, so one nearly as wide as the original costs more bytes than the
 * original itself (docs/decisions/archive/025-images-sized-to-the-screen.md).
 */
export const THUMB_SHARE = 0.75;

/** The thumbnail fallback for browsers without srcset, and for an image whose size we do not know. */
const FALLBACK_WIDTH = 960;

export interface FileOwner {
  id: string;
  collectionId: string;
  collectionName: string;
  /** Each image's size, by file name (kept by the images hook); the image's own width caps its srcset. */
  image_sizes?: ImageSizes | null;
  /**
   * Set on the record a preview link shows (never a field): its files' addresses carry the link's token, so that a
   * draft's files, hidden from visitors like the draft, show to whoever holds the link (decision 076).
   */
  previewToken?: string;
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
  return fileAddresses(base, record, file)(thumb);
}

/**
 * fileUrl for one file at any thumb: its path and token encoded once, not once per srcset candidate (a page of /work
 * draws 24 covers of 5-6 candidates each in PocketBase's JS engine, where each encoding is an allocation).
 */
function fileAddresses(base: string, record: FileOwner, file: string): (thumb?: string) => string {
  const path = ["api", "files", record.collectionId || record.collectionName, record.id, file].map(encodeURIComponent).join("/");
  const address = `${base.replace(/\/+$/, "")}/${path}`;
  const token = record.previewToken ? `${PREVIEW_PARAM}=${encodeURIComponent(record.previewToken)}` : "";
  return (thumb) => {
    if (!thumb) return token ? `${address}?${token}` : address;
    return `${address}?thumb=${encodeURIComponent(thumb)}${token && `&${token}`}`;
  };
}

/**
 * The srcset's candidates, narrowest first: `thumb` is the `Wx0` thumbnail's width, or undefined for the original.
 * Never a thumbnail wider than the original (PocketBase would upscale it); the original is the widest candidate. A WebP
 * original has only itself: PocketBase makes PNG thumbnails of WebP, several times heavier than the original.
 * Without a known size (a format we cannot read), the thumbnails alone, as before sizes were kept.
 */
export function srcsetCandidates(file: string, sizes: ImageSizes | null | undefined): { width: number; thumb?: number }[] {
  const original = sizes?.[file];
  if (!original) return IMAGE_WIDTHS.map((width) => ({ width, thumb: width }));
  const thumbs = /\.webp$/i.test(file) ? [] : IMAGE_WIDTHS.filter((width) => width <= original.width * THUMB_SHARE);
  return [...thumbs.map((width) => ({ width, thumb: width })), { width: original.width }];
}

/**
 * `src`, `srcSet` and `sizes` for an image field, from PocketBase's thumbnails and the original. Shown in a `frame`
 * (a cover), the thumbnails are cut to it (shared/schema/fields.ts, FRAMES); the original stays whole.
 */
export function responsiveImage(base: string, record: FileOwner, file: string, sizes: string, frame?: Frame): ResponsiveImage {
  const candidates = srcsetCandidates(file, record.image_sizes);
  const thumbAt = (width: number) => (frame ? framedThumb(width, frame) : `${width}x0`);
  const at = fileAddresses(base, record, file);
  const url = (thumb?: number) => at(thumb ? thumbAt(thumb) : undefined);
  const fallback = candidates.filter((c) => c.width <= FALLBACK_WIDTH).pop() ?? candidates[0];
  return {
    src: url(fallback?.thumb),
    srcSet: candidates.map((c) => `${url(c.thumb)} ${c.width}w`).join(", "),
    sizes,
  };
}

/**
 * How many of a list's first cards are above the fold at any width, and so load at once with high priority: none on the
 * home page (the hero fills the first screen), the first on /work (one card shows under the filters on a phone).
 */
export const PRIORITY_CARDS = { home: 0, work: 1 } as const;

/** One image field on a page, as the app's ResponsiveImage and the server's imageHtml both draw it: a `.media` frame around an `<img>`. */
export interface ShownImage {
  record: FileOwner;
  file: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport (IMAGE_SIZES, shared/images/grid-sizes.ts). */
  sizes: string;
  alt: string;
  /** The original's size, so the browser reserves the space and nothing shifts. */
  width: number;
  height: number;
  /** Above the fold: load at once, with high priority. */
  priority?: boolean;
  /** The frame it is shown in (its class, ratio-16x9…), cropping it; else the frame of the image's own shape. */
  frame?: Frame;
  className?: string;
}

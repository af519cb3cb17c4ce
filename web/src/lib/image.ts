import { RESPONSIVE_THUMBS } from "../../../pb_migrations/src/schema/fields";
import { pb } from "./pocketbase";

/** The widths PocketBase makes thumbnails for (the `Wx0` entries of the image fields' thumbs). */
export const IMAGE_WIDTHS = RESPONSIVE_THUMBS.filter((t) => t.endsWith("x0")).map((t) => Number.parseInt(t, 10));

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

/** `src`, `srcSet` and `sizes` for an image field, from PocketBase's thumbnails. */
export function responsiveImage(record: FileOwner, file: string, sizes: string): ResponsiveImage {
  const url = (width: number) => pb.files.getURL(record, file, { thumb: `${width}x0` });
  return {
    src: url(IMAGE_WIDTHS[1] ?? 960),
    srcSet: IMAGE_WIDTHS.map((width) => `${url(width)} ${width}w`).join(", "),
    sizes,
  };
}

/** The 1200x630 card for link previews. */
export const socialCard = (record: FileOwner, file: string) => pb.files.getURL(record, file, { thumb: "1200x630" });

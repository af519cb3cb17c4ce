import { type FileOwner, fileUrl, responsiveImage as imageAt, type ResponsiveImage, SOCIAL_CARD } from "../../../shared/images";
import { pb } from "./pocketbase";

/**
 * `src`, `srcSet` and `sizes` for an image field on this site: addresses from the site's root, exactly as the
 * server's first response writes them (shared/page-body), so the app's takeover swaps in the very same `<img>`.
 */
export const responsiveImage = (record: FileOwner, file: string, sizes: string): ResponsiveImage =>
  imageAt("", record, file, sizes);

/** The 1200x630 card for link previews. */
export const socialCard = (record: FileOwner, file: string) => fileUrl(pb.baseURL, record, file, SOCIAL_CARD.thumb);

import { type FileOwner, fileUrl, responsiveImage as imageAt, type ResponsiveImage, SOCIAL_CARD } from "../../../shared/images";
import { pb } from "./pocketbase";

/** `src`, `srcSet` and `sizes` for an image field on this site (shared/images.ts draws the same for the server's pages). */
export const responsiveImage = (record: FileOwner, file: string, sizes: string): ResponsiveImage =>
  imageAt(pb.baseURL, record, file, sizes);

/** The 1200x630 card for link previews. */
export const socialCard = (record: FileOwner, file: string) => fileUrl(pb.baseURL, record, file, SOCIAL_CARD.thumb);

import { type FileOwner, responsiveImage as imageAt, type ResponsiveImage } from "../../../shared/images";
import { pb } from "./pocketbase";

/** `src`, `srcSet` and `sizes` for an image field on this site (shared/images.ts draws the same for the server's pages). */
export const responsiveImage = (record: FileOwner, file: string, sizes: string): ResponsiveImage =>
  imageAt(pb.baseURL, record, file, sizes);

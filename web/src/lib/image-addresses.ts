import { type FileOwner, type Frame, responsiveImage as imageAt, type ResponsiveImage } from "../../../shared/images/images";

/**
 * `src`, `srcSet` and `sizes` for an image field on this site: addresses from the site's root, exactly as the
 * server's first response writes them (server/render.tsx), so hydration keeps the very same `<img>`.
 */
export const responsiveImage = (record: FileOwner, file: string, sizes: string, frame?: Frame): ResponsiveImage =>
  imageAt("", record, file, sizes, frame);

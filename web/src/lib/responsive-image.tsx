import type { ShownImage } from "../../../shared/images/images";
import { responsiveImage } from "./image-addresses";

type Props = ShownImage;

/** An image field shown from PocketBase's thumbnails, in a frame that keeps its aspect ratio while it loads. */
export function ResponsiveImage({ record, file, sizes, alt, width, height, priority = false, frame, className = "" }: Props) {
  // The frame's shape is a class (ratio-16x9…), never a style attribute: the server draws the same markup, and the
  // site's CSP allows no inline styles (decision 082).
  return (
    <div className={["media", frame && `ratio-${frame}`, className].filter(Boolean).join(" ")}>
      <img
        {...responsiveImage(record, file, sizes, frame)}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
      />
    </div>
  );
}

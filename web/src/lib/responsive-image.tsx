import type { CSSProperties } from "react";
import type { FileOwner } from "../../../shared/images";
import { responsiveImage } from "./image";

interface Props {
  record: FileOwner;
  file: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport. */
  sizes: string;
  alt: string;
  /** The original's size, so the browser reserves the space and nothing shifts. */
  width: number;
  height: number;
  /** Above the fold: load at once, with high priority. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** An image field shown from PocketBase's thumbnails, in a frame that keeps its aspect ratio while it loads. */
export function ResponsiveImage({ record, file, sizes, alt, width, height, priority = false, className = "", style }: Props) {
  return (
    <div className={`media ${className}`.trim()} style={style}>
      <img
        {...responsiveImage(record, file, sizes)}
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

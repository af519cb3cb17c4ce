import type { CSSProperties } from "react";
import type { ShownImage } from "../../../shared/images";
import { responsiveImage } from "./image";

type Props = ShownImage & { style?: CSSProperties };

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

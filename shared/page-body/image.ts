import { responsiveImage, type ShownImage } from "../images";
import { attributes, element } from "./markup";

export type ImageOptions = ShownImage & {
  /** The frame's aspect ratio, e.g. "16 / 9", written as React writes `style={{ aspectRatio }}`. */
  aspectRatio?: string;
};

/** web/src/lib/responsive-image.tsx's markup: a `.media` frame around the thumbnails' `<img>`. */
export function imageHtml(options: ImageOptions): string {
  const { src, srcSet, sizes } = responsiveImage("", options.record, options.file, options.sizes);
  const img = `<img${attributes({
    src,
    srcset: srcSet,
    sizes,
    alt: options.alt,
    width: options.width,
    height: options.height,
    loading: options.priority ? "eager" : "lazy",
    fetchpriority: options.priority ? "high" : undefined,
    decoding: "async",
  })}/>`;
  const style = options.aspectRatio ? `aspect-ratio:${options.aspectRatio}` : undefined;
  return element("div", { class: `media ${options.className ?? ""}`.trim(), style }, img);
}

import { responsiveImage, type ShownImage } from "../images";
import { attributes, element } from "./markup";

export type ImageOptions = ShownImage;

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
  // A class, never a style attribute: the site's CSP allows no inline styles (decision 032).
  return element("div", { class: `media ${options.className ?? ""}`.trim() }, img);
}

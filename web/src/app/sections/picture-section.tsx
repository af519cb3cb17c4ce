import { IMAGE_SIZES } from "../../../../shared/images/grid-sizes";
import { SectionImage } from "./section-image";
import type { SectionProps } from "./sections";

/** One picture with its caption, as wide as the text, the page or the screen. */
export function PictureSection({ section }: SectionProps) {
  const width = section.width || "wide";
  return (
    <figure className={`section section-picture width-${width}${width === "full" ? "" : " container"}`}>
      <SectionImage
        section={section}
        file={section.image}
        alt={section.image_alt}
        sizes={width === "full" ? "100vw" : IMAGE_SIZES.cover}
      />
      {section.caption && <figcaption>{section.caption}</figcaption>}
    </figure>
  );
}

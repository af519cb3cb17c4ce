import { IMAGE_SIZES } from "../../../../shared/images/grid-sizes";
import type { Section } from "../../../../shared/schema/records";
import { SectionImage } from "./section-image";

/** One picture with its caption, as wide as the text, the page or the screen. */
export function PictureSection({ section }: { section: Section }) {
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

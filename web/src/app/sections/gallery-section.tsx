import { IMAGE_SIZES } from "../../../../shared/images/grid-sizes";
import { SectionImage } from "./section-image";
import type { SectionProps } from "./sections";
import "../../features/projects/projects.css";

/** Pictures in a grid, each with its line of alt text. */
export function GallerySection({ section, anchor }: SectionProps) {
  const alts = section.gallery_alt.split(/\r?\n/).map((line) => line.trim());
  return (
    <section className="section container" aria-labelledby={anchor}>
      {section.heading && <h2 id={anchor}>{section.heading}</h2>}
      <div className="gallery" data-animate="fade.stagger">
        {section.gallery.map((file, i) => (
          <SectionImage
            key={file}
            section={section}
            file={file}
            alt={alts[i] ?? ""}
            sizes={i === 0 ? IMAGE_SIZES.galleryLead : IMAGE_SIZES.galleryRest}
          />
        ))}
      </div>
    </section>
  );
}

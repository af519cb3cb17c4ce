import type { Section } from "../../../../shared/schema/records";
import { ResponsiveImage } from "../../lib/responsive-image";

/** A section's picture at its own shape (its size kept by the images hook), lazy unless it leads the page. */
export function SectionImage({
  section,
  file,
  alt,
  sizes,
  priority = false,
}: {
  section: Section;
  file: string;
  alt: string;
  sizes: string;
  priority?: boolean;
}) {
  const size = section.image_sizes?.[file];
  return (
    <ResponsiveImage
      record={section}
      file={file}
      sizes={sizes}
      alt={alt}
      width={size?.width ?? 1600}
      height={size?.height ?? 1000}
      priority={priority}
    />
  );
}

import { RichText } from "../../lib/rich-text";
import type { SectionProps } from "./sections";

/** Rich text under an optional heading, as wide as text reads well. */
export function TextSection({ section, anchor }: SectionProps) {
  return (
    <section className="section container section-text">
      {section.heading && <h2 id={anchor}>{section.heading}</h2>}
      <RichText html={section.body} />
    </section>
  );
}

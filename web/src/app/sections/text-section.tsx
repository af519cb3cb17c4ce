import type { Section } from "../../../../shared/schema/records";
import { RichText } from "../../lib/rich-text";

/** Rich text under an optional heading, as wide as text reads well. */
export function TextSection({ section }: { section: Section }) {
  return (
    <section className="section container section-text">
      {section.heading && <h2>{section.heading}</h2>}
      <RichText html={section.body} />
    </section>
  );
}

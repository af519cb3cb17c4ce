import { Icon } from "../../lib/icon";
import { arrowRight } from "../../lib/icons/arrow-right";
import { SectionLink } from "./section-link";
import type { SectionProps } from "./sections";

/** A heading, a sentence and the one thing to do next. */
export function CallSection({ section, anchor }: SectionProps) {
  return (
    <section className="section container section-call" data-animate="slide-bottom">
      <h2 id={anchor}>{section.heading}</h2>
      {section.lead && <p className="lede">{section.lead}</p>}
      <SectionLink to={section.link_url} className="button">
        {section.link_label} <Icon icon={arrowRight} />
      </SectionLink>
    </section>
  );
}

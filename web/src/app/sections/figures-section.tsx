import type { Section } from "../../../../shared/schema/records";
import { parseFigures } from "../../../../shared/sections/parse";

/** Up to six numbers, each with what it counts. */
export function FiguresSection({ section }: { section: Section }) {
  return (
    <section className="section container section-figures" aria-label={section.heading || undefined}>
      {section.heading && <h2>{section.heading}</h2>}
      <dl data-animate="slide-bottom.stagger">
        {parseFigures(section.figures).map((figure) => (
          <div key={`${figure.value}|${figure.label}`}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

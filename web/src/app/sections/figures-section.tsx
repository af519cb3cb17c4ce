import { parseFigures } from "../../../../shared/sections/parse";
import type { SectionProps } from "./sections";

/** Up to six numbers, each with what it counts. */
export function FiguresSection({ section, anchor }: SectionProps) {
  return (
    <section className="section container section-figures" aria-labelledby={anchor}>
      {section.heading && <h2 id={anchor}>{section.heading}</h2>}
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

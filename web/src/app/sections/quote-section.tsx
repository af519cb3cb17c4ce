import type { SectionProps } from "./sections";

/** Someone's words, with who they are. */
export function QuoteSection({ section }: SectionProps) {
  return (
    <figure className="section container section-quote" data-animate="fade">
      <blockquote>
        <p>{section.words}</p>
      </blockquote>
      {section.person && (
        <figcaption>
          <strong>{section.person}</strong>
          {section.role && <span>{section.role}</span>}
        </figcaption>
      )}
    </figure>
  );
}

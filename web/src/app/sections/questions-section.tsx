import { parseQuestions } from "../../../../shared/sections/parse";
import { words } from "../../lib/document-language";
import type { SectionProps } from "./sections";

/**
 * Questions, each opening its answer: a disclosure the browser draws (<details>), so it works with no script. Its
 * FAQPage JSON-LD is the head's (shared/pages/head.ts).
 */
export function QuestionsSection({ section, anchor }: SectionProps) {
  const heading = section.heading || words().sections.questions;
  return (
    <section className="section container section-questions" aria-label={heading}>
      {section.heading && <h2 id={anchor}>{section.heading}</h2>}
      {parseQuestions(section.questions).map((pair) => (
        <details key={pair.question}>
          <summary>{pair.question}</summary>
          <p>{pair.answer}</p>
        </details>
      ))}
    </section>
  );
}

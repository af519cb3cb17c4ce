import { MAX_FIGURES, MAX_QUESTIONS } from "./kinds";

/**
 * The two section fields editors write as plain lines, never JSON (issue 33): figures ("120 | projects delivered", one
 * a line) and questions and answers (a question on its own line ending in "?", its answer on the lines below, a blank
 * line between pairs). Read alike by the save's checks, the app's components and the page's JSON-LD.
 */

export interface Figure {
  value: string;
  label: string;
}

export interface Question {
  question: string;
  answer: string;
}

const lines = (text: string | undefined) => (text ?? "").split(/\r?\n/);

/** Each non-blank line "value | label"; a line without "|" is a value with no label. */
export function parseFigures(text: string | undefined): Figure[] {
  return lines(text)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const bar = line.indexOf("|");
      return bar < 0 ? { value: line, label: "" } : { value: line.slice(0, bar).trim(), label: line.slice(bar + 1).trim() };
    });
}

/** Blocks separated by blank lines: the first line is the question, the rest its answer. */
export function parseQuestions(text: string | undefined): Question[] {
  const blocks: string[][] = [[]];
  for (const line of lines(text)) {
    if (line.trim() === "") {
      if ((blocks[blocks.length - 1] ?? []).length > 0) blocks.push([]);
    } else blocks[blocks.length - 1]?.push(line.trim());
  }
  return blocks.filter((block) => block.length > 0).map(([question = "", ...answer]) => ({ question, answer: answer.join(" ") }));
}

/** What is wrong with figures as written, in a sentence; undefined when nothing. */
export function figuresProblem(text: string | undefined): string | undefined {
  const figures = parseFigures(text);
  if (figures.length > MAX_FIGURES) return `has ${figures.length} figures; keep it to ${MAX_FIGURES}.`;
  const bare = figures.findIndex((figure) => figure.label === "" || figure.value === "");
  if (bare >= 0) return `needs a number and a label on line ${bare + 1}, written as "120 | projects delivered".`;
  return undefined;
}

/** What is wrong with questions as written, in a sentence; undefined when nothing. */
export function questionsProblem(text: string | undefined): string | undefined {
  const questions = parseQuestions(text);
  if (questions.length > MAX_QUESTIONS) return `has ${questions.length} questions; keep it to ${MAX_QUESTIONS}.`;
  const unanswered = questions.findIndex((pair) => pair.answer === "");
  if (unanswered >= 0)
    return `has no answer to question ${unanswered + 1} ("${questions[unanswered]?.question.slice(0, 60)}"): write it on the lines below the question, and leave a blank line before the next question.`;
  return undefined;
}

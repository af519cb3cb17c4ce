/**
 * The typed phrases (`data-typed`): what the server, the app and the motion effect all draw, so that the typing
 * starts from the markup already on screen. Assistive technology gets every phrase at once in a hidden label;
 * the typing sits over an invisible copy of the longest phrase, which keeps its room (web/src/motion/typed.css).
 */
export interface TypedPhrases {
  /** The phrases in order: the first is shown before (and without) any typing. */
  phrases: string[];
  /** Every phrase, for assistive technology. */
  label: string;
  /** The longest phrase, which keeps the room the typing needs. */
  longest: string;
  first: string;
}

/** One phrase a line, as editors write them (blank lines and edge spaces dropped); `fallback` if there are none. */
export function typedPhrases(lines: string, fallback = ""): TypedPhrases {
  const given = lines
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const phrases = given.length > 0 ? given : fallback ? [fallback] : [];
  return {
    phrases,
    label: phrases.join(", "),
    longest: phrases.reduce((longest, phrase) => (phrase.length > longest.length ? phrase : longest), ""),
    first: phrases[0] ?? "",
  };
}

export const TYPED_CLASS = { label: "visually-hidden", frame: "typed-frame", room: "typed-room", text: "typed-text" } as const;

import type { Words } from "../languages/words/en";
import { fill } from "../languages/words/fill";
import { emailProblemKind } from "./email-address";

/**
 * The contact form's rules, in one place: the form checks them as a visitor types,
 * the server checks them again on every submission with the same words and stores
 * what they checked (trimmed), and the collection's field limits are declared from
 * the same numbers. Lengths are characters (code points), as PocketBase's text
 * fields count them: "𝔸" is one character, though two UTF-16 units.
 */
export const TOPICS = ["new-project", "careers", "press", "other"] as const;
export const BUDGETS = ["under-10k", "10k-25k", "25k-50k", "50k-100k", "over-100k", "not-sure"] as const;
export const CONTACT_LIMITS = { name: 120, email: 254, company: 120, messageMin: 10, message: 5000 } as const;

/**
 * The largest request body the contact collection takes. The longest genuine submission, every field at its limit
 * in four-byte characters, is about 24 KB of JSON; anything far larger is refused before it is read.
 */
export const CONTACT_BODY_LIMIT_BYTES = 64 * 1024;
export const CONTACT_TOO_LARGE = `The submission is too large. Please keep your message under ${CONTACT_LIMITS.message} characters.`;

export interface ContactInput {
  name: string;
  email: string;
  company: string;
  topic: string;
  budget: string;
  message: string;
  consent: boolean;
}

export type ContactField = keyof ContactInput;
export type ContactProblems = Partial<Record<ContactField, string>>;

/**
 * White space at either end of a value: ECMAScript's own set (what String.prototype.trim removes), spelled out so
 * that the browser and PocketBase's engine cannot differ on it.
 */
const EDGE_SPACE =
  /^[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+|[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+$/g;

export const trimmed = (value: string): string => value.replace(EDGE_SPACE, "");

/** Characters as a person counts them and PocketBase's text fields do: code points, not UTF-16 units. */
export const characterCount = (value: string): number => {
  let count = 0;
  for (const _ of value) count++;
  return count;
};

/** The visitor's input as it is checked and stored: text trimmed at both ends. */
export function tidyContact(input: ContactInput): ContactInput {
  return {
    ...input,
    name: trimmed(input.name),
    email: trimmed(input.email),
    company: trimmed(input.company),
    message: trimmed(input.message),
  };
}

/** What is wrong with a submission, field by field, in the page's words (shared/languages/words: `contact.problems`). */
export function contactProblems(input: ContactInput, words: Pick<Words, "contact">): ContactProblems {
  const problems: ContactProblems = {};
  const say = words.contact.problems;
  const { name, email, company, message } = tidyContact(input);
  if (!name) problems.name = say.name;
  else if (characterCount(name) > CONTACT_LIMITS.name) problems.name = fill(say.nameLong, { max: CONTACT_LIMITS.name });
  if (!email) problems.email = say.email;
  else if (characterCount(email) > CONTACT_LIMITS.email) problems.email = say.format;
  else {
    const kind = emailProblemKind(email);
    if (kind) problems.email = say[kind];
  }
  if (characterCount(company) > CONTACT_LIMITS.company) problems.company = fill(say.companyLong, { max: CONTACT_LIMITS.company });
  if (input.topic && !(TOPICS as readonly string[]).includes(input.topic)) problems.topic = say.topic;
  if (input.budget && !(BUDGETS as readonly string[]).includes(input.budget)) problems.budget = say.budget;
  if (characterCount(message) < CONTACT_LIMITS.messageMin)
    problems.message = fill(say.messageShort, { min: CONTACT_LIMITS.messageMin });
  else if (characterCount(message) > CONTACT_LIMITS.message)
    problems.message = fill(say.messageLong, { max: CONTACT_LIMITS.message });
  if (input.consent !== true) problems.consent = say.consent;
  return problems;
}

/**
 * Whether the hidden field people never see was filled in. Anything at all counts, white space included: a person
 * leaves it untouched, and a bot that fills every field with " " is still a bot.
 */
export const honeypotFilled = (value: unknown): boolean => value !== undefined && value !== null && value !== "";

/**
 * The contact form's rules, in one place: the form checks them as a visitor types,
 * the server checks them again on every submission with the same words, and the
 * collection's field limits are declared from the same numbers.
 */
export const TOPICS = ["new-project", "careers", "press", "other"] as const;
export const BUDGETS = ["under-10k", "10k-25k", "25k-50k", "50k-100k", "over-100k", "not-sure"] as const;
export const CONTACT_LIMITS = { name: 120, email: 254, company: 120, messageMin: 10, message: 5000 } as const;

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

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function contactProblems(input: ContactInput): ContactProblems {
  const problems: ContactProblems = {};
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  if (!name) problems.name = "Please tell us your name.";
  else if (name.length > CONTACT_LIMITS.name) problems.name = `Please keep your name under ${CONTACT_LIMITS.name} characters.`;
  if (!email) problems.email = "Please give an email address so we can reply.";
  else if (email.length > CONTACT_LIMITS.email || !EMAIL.test(email))
    problems.email = "That email address does not look right, e.g. name@example.com.";
  if (input.company.trim().length > CONTACT_LIMITS.company)
    problems.company = `Please keep the company name under ${CONTACT_LIMITS.company} characters.`;
  if (input.topic && !(TOPICS as readonly string[]).includes(input.topic))
    problems.topic = "Please choose a topic from the list.";
  if (input.budget && !(BUDGETS as readonly string[]).includes(input.budget))
    problems.budget = "Please choose a budget from the list.";
  if (message.length < CONTACT_LIMITS.messageMin)
    problems.message = `Please write a little more: at least ${CONTACT_LIMITS.messageMin} characters.`;
  else if (message.length > CONTACT_LIMITS.message)
    problems.message = `Please keep your message under ${CONTACT_LIMITS.message} characters.`;
  if (input.consent !== true) problems.consent = "Please agree that we may store your message to answer it.";
  return problems;
}

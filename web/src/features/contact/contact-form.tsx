import { useEffect, useId, useRef, useState } from "react";
import {
  BUDGETS,
  type ContactField,
  type ContactInput,
  type ContactProblems,
  contactProblems,
  TOPICS,
  tidyContact,
} from "../../../../shared/contact/rules";
import { fill } from "../../../../shared/languages/words/fill";
import { describeBackendError } from "../../lib/backend-error";
import { words } from "../../lib/document-language";
import { useHydrated } from "../../lib/hydrated";
import { Icon } from "../../lib/icon";
import { arrowRight } from "../../lib/icons/arrow-right";
import { checkCircle } from "../../lib/icons/check-circle";
import { warningCircle } from "../../lib/icons/warning-circle";
import { pb } from "../../lib/pocketbase";
import "./contact.css";

const EMPTY: ContactInput = { name: "", email: "", company: "", topic: "", budget: "", message: "", consent: false };

interface FormToken {
  value: string;
  /** When the server will accept the form as a person's (its minimum time has passed). */
  readyAt: number;
}

/**
 * Asked as the form is shown, by a plain request: the SDK (some 10 KB) loads only when a message is sent, not with
 * every page that shows the form (issue 33: a page of sections with the contact form among them).
 */
async function fetchFormToken(): Promise<FormToken> {
  const response = await fetch("/api/contact/token", { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The contact form's token was refused (${response.status})`);
  const answer = (await response.json()) as { token: string; minSeconds: number };
  return { value: answer.token, readyAt: Date.now() + answer.minSeconds * 1000 + 250 };
}

type Status = { kind: "editing" } | { kind: "sending" } | { kind: "sent"; name: string } | { kind: "failed"; message: string };

/**
 * The contact form. It checks the same rules as the server as the visitor goes,
 * shows every problem beside its field, keeps everything typed when sending fails,
 * and cannot be sent twice.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const token = useRef<Promise<FormToken> | undefined>(undefined);
  const id = useId();
  const ready = useHydrated();
  const said = words().contact;

  // The server's signed "the form was shown now": a submission that comes back too fast is a bot's.
  useEffect(() => {
    token.current = fetchFormToken();
  }, []);

  const update = <K extends ContactField>(field: K, value: ContactInput[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched[field]) setProblems((current) => ({ ...current, [field]: contactProblems(next, words())[field] }));
  };
  const blur = (field: ContactField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    setProblems((current) => ({ ...current, [field]: contactProblems(values, words())[field] }));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "sending") return;
    const found = contactProblems(values, words());
    setProblems(found);
    setTouched({ name: true, email: true, company: true, message: true, consent: true, topic: true, budget: true });
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus({ kind: "sending" });
    try {
      // A token that never came is asked for again; a person faster than the minimum waits out the rest.
      const { value, readyAt } = await (token.current ?? fetchFormToken()).catch(() => (token.current = fetchFormToken()));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, readyAt - Date.now())));
      // Sent as checked: trimmed, as the server stores it.
      const sent = tidyContact(values);
      await pb
        .collection("contact")
        .create(
          { ...sent, page: window.location.pathname, form_token: value, website: honeypot.current?.value ?? "" },
          { requestKey: null },
        );
      setStatus({ kind: "sent", name: sent.name });
      setValues(EMPTY);
      // A token counts for one message: another message gets a token of its own.
      token.current = fetchFormToken();
    } catch (error) {
      const failure = describeBackendError(error);
      setProblems(failure.fields as ContactProblems);
      setStatus({ kind: "failed", message: failure.message });
    }
  }

  if (status.kind === "sent") {
    return (
      <div className="notice success" role="status" data-testid="contact-success">
        <Icon icon={checkCircle} />
        <div>
          <p>
            <strong>{fill(said.thanks, { name: status.name })}</strong>
            {said.received}
          </p>
          <button type="button" className="text-link link-button" onClick={() => setStatus({ kind: "editing" })}>
            {said.another}
          </button>
        </div>
      </div>
    );
  }

  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    // Until hydration: without the app the form cannot send, and typing before it would be reset (lib/hydrated.ts).
    disabled: !ready,
    "aria-invalid": problems[name] ? true : undefined,
    "aria-describedby": problems[name] ? `${id}-${name}-problem` : undefined,
    onBlur: () => blur(name),
  });
  const problem = (name: ContactField) =>
    problems[name] ? (
      <p className="field-problem" id={`${id}-${name}-problem`}>
        {problems[name]}
      </p>
    ) : null;

  return (
    <form ref={form} className="contact-form" noValidate onSubmit={submit} aria-describedby={`${id}-required`}>
      <p id={`${id}-required`} className="form-note">
        {said.required}
      </p>
      <div className="field">
        <label htmlFor={`${id}-name`}>{said.name}</label>
        <input
          {...field("name")}
          autoComplete="name"
          required
          value={values.name}
          onChange={(e) => update("name", e.target.value)}
        />
        {problem("name")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{said.email}</label>
        <input
          {...field("email")}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => update("email", e.target.value)}
        />
        {problem("email")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-company`}>{said.company}</label>
        <input
          {...field("company")}
          autoComplete="organization"
          value={values.company}
          onChange={(e) => update("company", e.target.value)}
        />
        {problem("company")}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-topic`}>{said.topic}</label>
          <select {...field("topic")} value={values.topic} onChange={(e) => update("topic", e.target.value)}>
            <option value="">{said.chooseTopic}</option>
            {TOPICS.map((value) => (
              <option key={value} value={value}>
                {said.topics[value]}
              </option>
            ))}
          </select>
          {problem("topic")}
        </div>
        <div className="field">
          <label htmlFor={`${id}-budget`}>{said.budget}</label>
          <select {...field("budget")} value={values.budget} onChange={(e) => update("budget", e.target.value)}>
            <option value="">{said.chooseBudget}</option>
            {BUDGETS.map((value) => (
              <option key={value} value={value}>
                {said.budgets[value]}
              </option>
            ))}
          </select>
          {problem("budget")}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{said.message}</label>
        <textarea
          {...field("message")}
          rows={7}
          required
          value={values.message}
          onChange={(e) => update("message", e.target.value)}
        />
        {problem("message")}
      </div>
      <div className="field checkbox">
        <input
          {...field("consent")}
          type="checkbox"
          required
          checked={values.consent}
          onChange={(e) => update("consent", e.target.checked)}
        />
        <label htmlFor={`${id}-consent`}>{said.consent}</label>
        {problem("consent")}
      </div>
      {/* For bots only: people never see or reach this field, so anything in it marks the message as spam. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{said.honeypot}</label>
        <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {status.kind === "failed" && (
        <div className="notice error" role="alert" data-testid="contact-error">
          <Icon icon={warningCircle} />
          <p>
            {status.message} {said.nothingLost}
          </p>
        </div>
      )}
      <div>
        <button
          type="submit"
          className="button"
          disabled={!ready || status.kind === "sending"}
          aria-disabled={status.kind === "sending"}
        >
          {status.kind === "sending" ? said.sending : said.send} <Icon icon={arrowRight} />
        </button>
      </div>
    </form>
  );
}

import { type ContactInput, contactProblems, honeypotFilled, tidyContact } from "../../../../shared/contact/rules";
import { splitAddress } from "../../../../shared/languages/addresses";
import { wordsFor } from "../../../../shared/languages/words";
import { liveLanguages } from "../languages/languages";
import { diskFullRefusal } from "../serving/disk";
import { formTokenAgeProblem, type Submission } from "./notification";

/**
 * The contact form's request side inside PocketBase: form tokens, validation with the form's own rules,
 * and spam classification. A submission is stored and answered at once; the agency's mail is sent later
 * by contact-delivery, outside the request, and never decides whether a submission is kept.
 */

const TOKEN_PURPOSE = "contact-form";
const TOKEN_LIFETIME_SECONDS = 24 * 3600;

function envNumber(name: string, fallback: number, min: number): number {
  const raw = $os.getenv(name);
  const value = Number(raw);
  return raw !== "" && Number.isFinite(value) && value >= min ? value : fallback;
}

/** Tunable by ops (and tests): a person's minimum time, the first retry's delay, one mail attempt's limit. */
export const pipelineSettings = () => ({
  minFillSeconds: envNumber("CONTACT_MIN_FILL_SECONDS", 3, 0),
  retryBaseSeconds: envNumber("CONTACT_RETRY_BASE_SECONDS", 60, 0),
  mailTimeoutSeconds: envNumber("CONTACT_MAIL_TIMEOUT_SECONDS", 15, 1),
});

/** A contact record's visitor-written fields, as the rules and the mail read them. */
export function readSubmission(record: core.Record): Submission & ContactInput {
  return {
    name: record.getString("name"),
    email: record.getString("email"),
    company: record.getString("company"),
    topic: record.getString("topic"),
    budget: record.getString("budget"),
    message: record.getString("message"),
    consent: record.getBool("consent"),
    page: record.getString("page"),
    created: record.getString("created"),
  };
}

const formSecret = (app: CoreApp) => app.findFirstRecordByFilter("site_secrets", "").getString("form_secret");

/** GET /api/contact/token: a signed "the form was shown now", and how long a person takes at least. */
export function answerFormToken(e: core.RequestEvent): void {
  // The nonce makes every token unique, so that each can be counted once.
  const token = $security.createJWT(
    { purpose: TOKEN_PURPOSE, issued: Date.now(), nonce: $security.randomString(16) },
    formSecret(e.app),
    TOKEN_LIFETIME_SECONDS,
  );
  e.response.header().set("Cache-Control", "no-store");
  e.json(200, { token, minSeconds: pipelineSettings().minFillSeconds });
}

/**
 * Why a submission looks automated ("" when it does not): the honeypot, then the form token: present,
 * genuine, not used for a stored message before, and older than a person's minimum.
 */
export function spamReason(app: CoreApp, body: Record<string, unknown>): string {
  if (honeypotFilled(body.website)) return "the hidden field was filled in";
  const token = String(body.form_token ?? "");
  if (token === "") return "no form token";
  let claims: Record<string, unknown>;
  try {
    claims = $security.parseJWT(token, formSecret(app)) as Record<string, unknown>;
  } catch {
    return "a forged or expired form token";
  }
  if (claims.purpose !== TOKEN_PURPOSE) return "a forged or expired form token";
  if (app.countRecords("contact", $dbx.hashExp({ form_token_hash: $security.sha256(token) })) > 0) {
    return "a form token already used for another message";
  }
  return formTokenAgeProblem(Number(claims.issued), Date.now(), pipelineSettings().minFillSeconds) ?? "";
}

/** onRecordCreateRequest for contact: check, classify, store, answer. No mail is sent here. */
export function handleSubmission(e: core.RecordRequestEvent): void {
  if (e.hasSuperuserAuth()) {
    e.next();
    return;
  }
  const record = e.record as core.Record;
  const input = readSubmission(record);
  // In the words of the page the form was sent from (/pt/contact: Portuguese), as the form itself said them.
  const words = wordsFor(splitAddress(input.page, liveLanguages(e.app)).language.code);
  const problems = contactProblems(input, words);
  const fields = Object.keys(problems) as (keyof typeof problems)[];
  if (fields.length > 0) {
    const data: Record<string, unknown> = {};
    for (const field of fields) data[field] = new ValidationError("validation_invalid", problems[field]);
    throw new BadRequestError(words.contact.checkFields, data);
  }
  // Stored as checked: the field limits then count what the rules counted, and no one reads stray spaces.
  const tidy = tidyContact(input);
  for (const field of ["name", "email", "company", "message"] as const) record.set(field, tidy[field]);
  const info = e.requestInfo();
  const body = info.body as Record<string, unknown>;
  const token = String(body.form_token ?? "");
  // Headers come through requestInfo(): e.request is not reachable from this event in the JS runtime.
  record.set("user_agent", String(info.headers.user_agent ?? "").slice(0, 500));
  record.set("form_token_hash", token === "" ? "" : $security.sha256(token));
  record.set("notify_attempts", 0);
  record.set("next_notify_at", "");
  record.set("notify_error", "");
  // The replay check and the insert share one transaction: of two submissions racing with one token,
  // the second sees the first. The response is written once the transaction has committed.
  const outer = e.app;
  try {
    outer.runInTransaction((tx) => {
      // Spam is stored and answered like anything else, so bots learn nothing; it is never emailed.
      const reason = spamReason(tx, body);
      record.set("spam", reason !== "");
      record.set("spam_reason", reason);
      record.set("notification", reason === "" ? "pending" : "skipped");
      e.app = tx;
      e.next();
    });
  } catch (error) {
    // A full disk loses nothing the visitor wrote: the form keeps it, and the answer says where to write instead.
    throw diskFullRefusal(error, contactDiskFull(outer)) ?? error;
  } finally {
    e.app = outer;
  }
}

/** What a visitor reads when their message could not be stored for want of disk space: the studios' own address. */
export function contactDiskFull(app: CoreApp): string {
  let email = "";
  try {
    email = app.findRecordsByFilter("offices", "email != ''", "sort_order,name", 1, 0)[0]?.getString("email") ?? "";
  } catch {
    // no office to name
  }
  return (
    "We could not keep your message: our server has run out of disk space. " +
    (email ? `Please write to us at ${email} instead, or try again later.` : "Please try again later.")
  );
}

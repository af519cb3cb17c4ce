import { formTokenAgeProblem, notificationMail, retryDelaySeconds, type Submission } from "./contact-notification";
import type { ContactInput } from "./contact-rules";

/**
 * The contact pipeline inside PocketBase: form tokens, spam classification, and the
 * agency's notification mail with retries. A submission is always stored first; mail
 * comes after and never decides whether it is kept.
 */

const TOKEN_PURPOSE = "contact-form";
const TOKEN_LIFETIME_SECONDS = 24 * 3600;

function envNumber(name: string, fallback: number): number {
  const raw = $os.getenv(name);
  const value = Number(raw);
  return raw !== "" && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Tunable by ops (and tests): how long a person takes at least, and the first retry's delay. */
export const pipelineSettings = () => ({
  minFillSeconds: envNumber("CONTACT_MIN_FILL_SECONDS", 3),
  retryBaseSeconds: envNumber("CONTACT_RETRY_BASE_SECONDS", 60),
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

const siteRecord = (app: CoreApp) => app.findFirstRecordByFilter("site", "");
const pbDate = (ms: number) => new Date(ms).toISOString().replace("T", " ");

/** A signed token saying when the form was shown. */
export function issueFormToken(app: CoreApp): string {
  return $security.createJWT(
    { purpose: TOKEN_PURPOSE, issued: Date.now() },
    siteRecord(app).getString("form_secret"),
    TOKEN_LIFETIME_SECONDS,
  );
}

/** Why a submission looks automated ("" when it does not): the honeypot, then the form token. */
export function spamReason(app: CoreApp, body: Record<string, unknown>): string {
  if (String(body.website ?? "").trim() !== "") return "the hidden field was filled in";
  const token = String(body.form_token ?? "");
  if (token === "") return "no form token";
  let claims: Record<string, unknown>;
  try {
    claims = $security.parseJWT(token, siteRecord(app).getString("form_secret")) as Record<string, unknown>;
  } catch {
    return "a forged or expired form token";
  }
  if (claims.purpose !== TOKEN_PURPOSE) return "a forged or expired form token";
  return formTokenAgeProblem(Number(claims.issued), Date.now(), pipelineSettings().minFillSeconds) ?? "";
}

/** One attempt to email the agency about a submission; the outcome is saved on the record. */
export function deliver(app: CoreApp, record: core.Record): boolean {
  const site = siteRecord(app);
  const failures = record.getInt("notify_attempts");
  let sent = false;
  try {
    const recipient = site.getString("contact_email");
    if (recipient === "") throw new Error("no recipient: set the contact email in the site settings");
    const mail = notificationMail(readSubmission(record), site.getString("site_name"));
    const meta = app.settings().meta;
    const message = new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: recipient }],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: { "Reply-To": mail.replyTo },
    });
    app.newMailClient().send(message);
    sent = true;
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).slice(0, 1000);
    const delay = retryDelaySeconds(failures + 1, pipelineSettings().retryBaseSeconds);
    record.set("notification", "retrying");
    record.set("notify_error", reason);
    record.set("next_notify_at", pbDate(Date.now() + delay * 1000));
    app
      .logger()
      .warn(
        "Contact notification failed; it will be retried",
        "record",
        record.id,
        "attempt",
        failures + 1,
        "retryInSeconds",
        delay,
        "error",
        reason,
      );
  }
  if (sent) {
    record.set("notification", "sent");
    record.set("notify_error", "");
    record.set("next_notify_at", "");
    app.logger().info("Contact notification sent", "record", record.id, "attempt", failures + 1);
  }
  record.set("notify_attempts", failures + 1);
  app.save(record);
  return sent;
}

/** Emails every genuine submission still waiting whose retry is due (all of them with `force`). */
export function retryPending(app: CoreApp, force: boolean): { attempted: number; sent: number } {
  const due = force ? "" : " && (next_notify_at = '' || next_notify_at <= {:now})";
  const waiting = app.findRecordsByFilter(
    "contact",
    `spam = false && (notification = 'pending' || notification = 'retrying')${due}`,
    "created",
    100,
    0,
    { now: pbDate(Date.now()) },
  );
  let sent = 0;
  for (const record of waiting) {
    if (record && deliver(app, record)) sent++;
  }
  return { attempted: waiting.length, sent };
}

import { pbDate } from "../../../../shared/content/pb-date";
import { type MailOutcome, sendInChildProcess } from "./mail-process";
import { claimableFilter, isClaimable, notificationMail, retryDelaySeconds } from "./notification";
import { pipelineSettings, readSubmission } from "./pipeline";

/**
 * The agency's notification mail, sent by a worker outside any visitor's request: the minute cron,
 * or a superuser asking for it now. Each submission is claimed before its attempt, so neither the next
 * cron run nor a retry touches it until that attempt has ended (docs/decisions/archive/009-contact-delivery.md).
 */

/** A claim outlives the attempt's own timeout by this much; past it, the attempt's process must have died. */
const CLAIM_GRACE_SECONDS = 60;
/** A run starts no new attempt after this long, so runs of the minute cron do not pile up. */
const RUN_BUDGET_MS = 40_000;

/** Claims a submission for one attempt, unless another worker has it or it is not due. */
function claim(app: CoreApp, id: string, force: boolean, timeoutSeconds: number): core.Record | undefined {
  let claimed: core.Record | undefined;
  // Writes are serialised: two workers reading "pending" at once cannot both claim it.
  app.runInTransaction((tx) => {
    const record = tx.findRecordById("contact", id);
    const state = {
      spam: record.getBool("spam"),
      notification: record.getString("notification"),
      nextNotifyAt: record.getString("next_notify_at"),
    };
    const now = Date.now();
    if (!isClaimable(state, pbDate(now), force)) return;
    if (state.notification === "sending") {
      app.logger().warn("Contact notification: an attempt never reported back (the server stopped?); trying again", "record", id);
    }
    record.set("notification", "sending");
    record.set("next_notify_at", pbDate(now + (timeoutSeconds + CLAIM_GRACE_SECONDS) * 1000));
    tx.save(record);
    claimed = record;
  });
  return claimed;
}

function attempt(app: CoreApp, record: core.Record, timeoutSeconds: number): MailOutcome {
  const site = app.findFirstRecordByFilter("site", "");
  const recipient = site.getString("contact_email");
  if (recipient === "") {
    return { ok: false, timedOut: false, error: "No recipient: set the contact email in the site settings." };
  }
  const mail = notificationMail(readSubmission(record), site.getString("site_name"));
  const meta = app.settings().meta;
  const outcome = sendInChildProcess(
    app,
    {
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: recipient }],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: { "Reply-To": mail.replyTo },
    },
    timeoutSeconds,
  );
  // With no SMTP server set, PocketBase falls back to a local sendmail, which the image does not have; its error
  // ("failed to locate a sendmail executable path") tells an editor nothing (issue 22, item 11).
  if (!outcome.ok && !app.settings().smtp.enabled && /sendmail/i.test(outcome.error))
    return { ...outcome, error: MAIL_NOT_SET_UP };
  return outcome;
}

/** What an editor reads when mail is not set up. */
export const MAIL_NOT_SET_UP =
  "Mail is not set up, so this message could not be sent to you. Set an SMTP server in the admin (Settings → Mail) or with the SMTP_HOST, SMTP_PORT, SMTP_USERNAME and SMTP_PASSWORD settings (README, Configuration); waiting messages are sent once it works.";

/** Saves what the attempt came to, ending the claim. */
function settle(app: CoreApp, record: core.Record, outcome: MailOutcome, startedAt: number): void {
  const attempts = record.getInt("notify_attempts") + 1;
  const seconds = Math.round((Date.now() - startedAt) / 100) / 10;
  record.set("notify_attempts", attempts);
  if (outcome.ok) {
    record.set("notification", "sent");
    record.set("notify_error", "");
    record.set("next_notify_at", "");
    app.logger().info("Contact notification sent", "record", record.id, "attempt", attempts, "seconds", seconds);
  } else {
    const delay = retryDelaySeconds(attempts, pipelineSettings().retryBaseSeconds);
    record.set("notification", "retrying");
    record.set("notify_error", outcome.error);
    record.set("next_notify_at", pbDate(Date.now() + delay * 1000));
    app
      .logger()
      .warn(
        "Contact notification failed; it will be retried",
        "record",
        record.id,
        "attempt",
        attempts,
        "seconds",
        seconds,
        "retryInSeconds",
        delay,
        "error",
        outcome.error,
      );
  }
  app.save(record);
}

/** Emails every genuine submission that is due (`force`: waiting ones too, whatever their backoff). */
export function deliverDue(app: CoreApp, force: boolean): { attempted: number; sent: number } {
  const started = Date.now();
  const { mailTimeoutSeconds } = pipelineSettings();
  const candidates = app.findRecordsByFilter("contact", claimableFilter(force), "created", 100, 0, {
    now: pbDate(started),
  });
  let attempted = 0;
  let sent = 0;
  for (const candidate of candidates) {
    if (!candidate || Date.now() - started > RUN_BUDGET_MS) break;
    const record = claim(app, candidate.id, force, mailTimeoutSeconds);
    if (!record) continue;
    attempted++;
    const attemptStarted = Date.now();
    const outcome = attempt(app, record, mailTimeoutSeconds);
    settle(app, record, outcome, attemptStarted);
    if (outcome.ok) sent++;
    // A server that does not answer will not answer the next one either: the rest waits for the next run.
    else if (outcome.timedOut) break;
  }
  return { attempted, sent };
}

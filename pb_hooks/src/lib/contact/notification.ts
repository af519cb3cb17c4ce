import { asciiAddress } from "../../../../shared/contact/email-address";
import { BUDGET_LABELS, TOPIC_LABELS } from "../../../../shared/contact/labels";
import type { ContactInput } from "../../../../shared/contact/rules";
import { escapeHtml } from "../../../../shared/content/html";

/** What the agency's notification mail is made from: the submission as stored. */
export type Submission = Omit<ContactInput, "consent"> & { page: string; created: string };

export interface NotificationMail {
  subject: string;
  html: string;
  text: string;
  replyTo: string;
}

/** A header value cannot carry a line break (header injection). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

export function notificationMail(submission: Submission, siteName: string): NotificationMail {
  const topic = TOPIC_LABELS[submission.topic as keyof typeof TOPIC_LABELS] ?? "";
  const budget = BUDGET_LABELS[submission.budget as keyof typeof BUDGET_LABELS] ?? "";
  const rows: [string, string][] = [
    ["Name", submission.name],
    ["Email", submission.email],
    ["Company", submission.company],
    ["Topic", topic],
    ["Budget", budget],
    ["Sent from", submission.page],
    ["Received", submission.created],
  ];
  const shown = rows.filter(([, value]) => value.trim() !== "");
  const html = [
    `<h1 style="font:600 20px/1.3 sans-serif">New message from ${escapeHtml(submission.name)}</h1>`,
    `<table style="font:14px/1.5 sans-serif;border-collapse:collapse">`,
    ...shown.map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 16px 4px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    `<p style="font:15px/1.6 sans-serif;white-space:pre-wrap">${escapeHtml(submission.message)}</p>`,
    `<p style="font:13px/1.5 sans-serif;color:#555">Reply to this email to answer ${escapeHtml(submission.name)} directly.</p>`,
  ].join("\n");
  const text = [...shown.map(([label, value]) => `${label}: ${value}`), "", submission.message].join("\n");
  return {
    subject: oneLine(`${siteName}: ${topic || "new message"} from ${submission.name}`).slice(0, 200),
    html,
    text,
    // ASCII throughout (a domain in another script as punycode): PocketBase's mailer would write anything else as an
    // encoded-word, which is no address (shared/contact/email-address.ts).
    replyTo: asciiAddress(oneLine(submission.email)),
  };
}

/** Seconds to wait before attempt n+1 after n failures: doubling from `base`, at most six hours. */
export function retryDelaySeconds(failures: number, base: number): number {
  return Math.min(base * 2 ** Math.max(0, failures - 1), 6 * 3600);
}

/** Where a submission stands with the agency's mail, as the delivery worker reads it. */
export interface DeliveryState {
  spam: boolean;
  notification: string;
  /** PocketBase date: when the next attempt is due, or (while sending) when a silent attempt is given up. */
  nextNotifyAt: string;
}

/**
 * Whether a worker may claim a submission for an attempt now. `force` ignores the retry backoff, never a
 * claim: an attempt in flight is left alone until it ends or its claim has expired (the process died).
 */
export function isClaimable(state: DeliveryState, now: string, force: boolean): boolean {
  if (state.spam) return false;
  const due = state.nextNotifyAt === "" || state.nextNotifyAt <= now;
  if (state.notification === "sending") return state.nextNotifyAt !== "" && state.nextNotifyAt <= now;
  if (state.notification === "pending" || state.notification === "retrying") return force || due;
  return false;
}

/** The same rule as a PocketBase filter, to find candidates without loading every record ({:now} bound). */
export function claimableFilter(force: boolean): string {
  const due = force ? "" : " && (next_notify_at = '' || next_notify_at <= {:now})";
  return `spam = false && (((notification = 'pending' || notification = 'retrying')${due}) || (notification = 'sending' && next_notify_at != '' && next_notify_at <= {:now}))`;
}

/** Why a form token's age makes a submission look automated; undefined when a person could have written it. */
export function formTokenAgeProblem(issuedAtMs: number, nowMs: number, minSeconds: number): string | undefined {
  const age = (nowMs - issuedAtMs) / 1000;
  if (!Number.isFinite(age) || age < 0) return "the form token's time is not valid";
  if (age < minSeconds) return `sent ${age.toFixed(1)} s after the form was shown (minimum ${minSeconds} s)`;
  return undefined;
}

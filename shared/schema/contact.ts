import { BUDGETS, CONTACT_LIMITS, TOPICS } from "../contact/rules";
import { bool, collection, date, email, number, select, text, timestamps } from "./fields";
import { RULES } from "./publishing";

const NOTIFICATION_STATES = ["pending", "sending", "sent", "retrying", "skipped"] as const;

/** Submissions from the contact form. Visitors may only create; everything else is for superusers. */
export const contact = collection({
  name: "contact",
  fields: [
    text("name", { required: true, max: CONTACT_LIMITS.name, presentable: true }),
    email("email", { required: true }),
    text("company", { max: CONTACT_LIMITS.company }),
    select("topic", TOPICS),
    select("budget", BUDGETS),
    text("message", { required: true, max: CONTACT_LIMITS.message }),
    bool("consent"),
    text("page", { max: 500, help: "The page the form was sent from." }),
    // Set by the server, never by the visitor, and hidden from the visitor's copy of the record.
    text("user_agent", { max: 500, hidden: true }),
    bool("spam", {
      hidden: true,
      help: "Set by the server when the submission looks automated; spam is stored but never emailed.",
    }),
    text("spam_reason", { max: 300, hidden: true, help: "Why the server thought it was spam." }),
    select("notification", NOTIFICATION_STATES, {
      hidden: true,
      help: "pending: waiting to be emailed (within a minute); sending: being emailed now; sent: the agency has it; retrying: the mail server failed or did not answer, tried again later; skipped: spam.",
    }),
    number("notify_attempts", { onlyInt: true, min: 0, hidden: true }),
    date("next_notify_at", {
      hidden: true,
      help: "When the next email attempt is due; while sending, when an attempt that never reported back is given up.",
    }),
    text("notify_error", { max: 1000, hidden: true, help: "What the mail server said last time." }),
    text("form_token_hash", {
      max: 64,
      hidden: true,
      help: "A fingerprint of the form token it was sent with: each token counts for one message only.",
    }),
    ...timestamps,
  ],
  indexes: [
    "CREATE INDEX idx_contact_notification ON contact (notification, next_notify_at)",
    "CREATE INDEX idx_contact_form_token ON contact (form_token_hash)",
  ],
  ...RULES.createOnly,
});

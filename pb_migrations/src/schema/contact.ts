import { bool, collection, date, email, number, select, text, timestamps } from "./fields";
import { RULES } from "./publishing";

export const TOPICS = ["new-project", "careers", "press", "other"] as const;
export const BUDGETS = ["under-10k", "10k-25k", "25k-50k", "50k-100k", "over-100k", "not-sure"] as const;
export const NOTIFICATION_STATES = ["pending", "sent", "retrying", "skipped"] as const;

/** Submissions from the contact form. Visitors may only create; everything else is for superusers. */
export const contact = collection({
  name: "contact",
  fields: [
    text("name", { required: true, max: 120, presentable: true }),
    email("email", { required: true }),
    text("company", { max: 120 }),
    select("topic", TOPICS),
    select("budget", BUDGETS),
    text("message", { required: true, max: 5000 }),
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
      help: "pending: about to be emailed; sent: the agency has it; retrying: the mail server failed, tried again later; skipped: spam.",
    }),
    number("notify_attempts", { onlyInt: true, min: 0, hidden: true }),
    date("next_notify_at", { hidden: true, help: "When the next email attempt is due." }),
    text("notify_error", { max: 1000, hidden: true, help: "What the mail server said last time." }),
    ...timestamps,
  ],
  indexes: ["CREATE INDEX idx_contact_notification ON contact (notification, next_notify_at)"],
  ...RULES.createOnly,
});

import { BUDGET_LABELS, TOPIC_LABELS } from "../contact-labels";
import { iconSvg } from "../icons";
import { IMAGE_SIZES } from "../image-layout";
import type { PageView } from "../page-view";
import type { Office } from "../records";
import { officeCard } from "./cards";
import { attributes, each, element, text } from "./markup";

// The app names its fields with React's useId; any stable prefix serves the server's page (labels still point at
// their fields), and the app's takeover replaces it.
const id = (name: string) => `contact-${name}`;

const options = (labels: Record<string, string>, placeholder: string) =>
  `<option value="">${placeholder}</option>` +
  each(Object.entries(labels), ([value, label]) => `<option value="${text(value)}">${text(label)}</option>`);

/**
 * What a visitor without JavaScript is told: the form needs the app (it fetches a signed token first), so
 * here is another way to reach the studio. Shown by the stylesheet whenever the form cannot send: with scripting off,
 * or when the app's code failed to load (`<html data-app-failed>`); not inside `<noscript>`, which a browser with
 * scripting on never shows, even when the script failed (issue 22, item 5). The app's takeover draws no such note.
 */
function noScriptNotice(offices: readonly Office[]): string {
  const ways = offices.flatMap((office) => [
    ...(office.email ? [element("a", { href: `mailto:${office.email}` }, text(office.email))] : []),
    ...(office.phone ? [element("a", { href: `tel:${office.phone.replace(/[^+\d]/g, "")}` }, text(office.phone))] : []),
  ]);
  const reach =
    ways.length > 0 ? ` Write or call us instead: ${ways.join(", ")}.` : " Our studios below list how to reach us instead.";
  // One text run inside the notice's flex box, so the sentence and its links wrap as one paragraph.
  return `<p class="notice form-needs-script" role="status"><span>This form needs JavaScript to send your message.${reach}</span></p>`;
}

/**
 * web/src/features/contact/contact-form.tsx, empty, as the app first draws it, but with every control disabled: only
 * the app can send it, and the app's first render replaces this markup, so text typed into it before then would be
 * lost. Disabled, it cannot be typed into too early, and without JavaScript it plainly cannot be used.
 */
export function contactForm(): string {
  const field = (name: string, label: string, control: string, className = "field") =>
    `<div class="${className}">${className === "field checkbox" ? "" : `<label for="${id(name)}">${label}</label>`}${control}${
      className === "field checkbox" ? `<label for="${id(name)}">${label}</label>` : ""
    }</div>`;
  return (
    `<form class="contact-form" novalidate="" aria-describedby="${id("required")}">` +
    `<p id="${id("required")}" class="form-note">Fields marked * are required.</p>` +
    field(
      "name",
      "Your name *",
      `<input${attributes({ id: id("name"), name: "name", autocomplete: "name", required: true, value: "", disabled: true })}/>`,
    ) +
    field(
      "email",
      "Email *",
      `<input${attributes({ id: id("email"), name: "email", type: "email", autocomplete: "email", required: true, value: "", disabled: true })}/>`,
    ) +
    field(
      "company",
      "Company",
      `<input${attributes({ id: id("company"), name: "company", autocomplete: "organization", value: "", disabled: true })}/>`,
    ) +
    `<div class="field-row">` +
    field(
      "topic",
      "What is it about?",
      `<select id="${id("topic")}" name="topic" disabled="">${options(TOPIC_LABELS, "Choose a topic")}</select>`,
    ) +
    field(
      "budget",
      "Budget",
      `<select id="${id("budget")}" name="budget" disabled="">${options(BUDGET_LABELS, "Choose a range")}</select>`,
    ) +
    "</div>" +
    field("message", "Message *", `<textarea id="${id("message")}" name="message" rows="7" required="" disabled=""></textarea>`) +
    field(
      "consent",
      "I agree that you store my message and details to answer me. *",
      `<input${attributes({ id: id("consent"), name: "consent", type: "checkbox", required: true, disabled: true })}/>`,
      "field checkbox",
    ) +
    // For bots only, as in the app: people never see or reach it. (aria-disabled="false" above: React writes a false aria value.)
    `<div class="honeypot" aria-hidden="true"><label for="${id("website")}">Leave this empty</label>` +
    `<input${attributes({ id: id("website"), name: "website", type: "text", tabindex: "-1", autocomplete: "off", value: "" })}/></div>` +
    `<div><button type="submit" class="button" aria-disabled="false" disabled="">Send message ${iconSvg("arrow-right")}</button></div>` +
    "</form>"
  );
}

/** web/src/routes/contact.tsx */
export function contactPage(view: PageView): string {
  return (
    `<div class="container"><header class="page-head"><h1>Contact</h1>` +
    `<p class="lede">Tell us about your project, your question or your idea. A person reads every message.</p></header>` +
    `<div class="contact-layout"><section aria-labelledby="form-heading">` +
    `<h2 id="form-heading" class="visually-hidden">Send us a message</h2>` +
    noScriptNotice(view.offices) +
    contactForm() +
    `</section><aside class="contact-aside" aria-label="Our studios">${each(view.offices, (office) => officeCard(office, IMAGE_SIZES.contactOffice))}</aside>` +
    "</div></div>"
  );
}

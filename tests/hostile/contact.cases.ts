import { CONTACT_LIMITS, CONTACT_TOO_LARGE } from "../../shared/contact/rules";
import { genuine } from "../support/contact";
import type { HostileCase } from "./case";

/**
 * The contact form's endpoint as a bot or an attacker sends it: every field empty, blank, too long, in astral
 * characters, with controls or markup, of the wrong type; fields the server owns; huge bodies on every spelling of
 * the route; the batch API. A submission without a form token is filed as spam and answered 200 like any other
 * (docs/contact.md), so a 200 here says "stored, and told nothing": the server's own fields never come back.
 * Needs the contact rate limit lifted for the run (tests/support/contact.ts, allowManySubmissions).
 */
const RECORDS = "/api/collections/contact/records";
const SUPERUSERS_ONLY = "Only superusers can perform this action.";
const SERVER_OWNED = ["spam_reason", "form_token_hash", "notify_attempts", "user_agent", "next_notify_at"];
const MESSAGES = {
  name: "Please tell us your name.",
  nameLong: `Please keep your name under ${CONTACT_LIMITS.name} characters.`,
  email: "Please give an email address so we can reply.",
  emailWrong: "That email address does not look right, e.g. name@example.com.",
  company: `Please keep the company name under ${CONTACT_LIMITS.company} characters.`,
  topic: "Please choose a topic from the list.",
  budget: "Please choose a budget from the list.",
  messageShort: `Please write a little more: at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageLong: `Please keep your message under ${CONTACT_LIMITS.message} characters.`,
  consent: "Please agree that we may store your message to answer it.",
  id: "Record ids are chosen by the server.",
};

const stored = (name: string, fields: Record<string, unknown>, bodyIncludes: string[] = []): HostileCase => ({
  name: `contact: ${name}`,
  method: "POST",
  path: RECORDS,
  body: { ...genuine, ...fields },
  status: 200,
  bodyIncludes,
  mustNotLeak: SERVER_OWNED,
});

const refused = (name: string, fields: Record<string, unknown>, message: string): HostileCase => ({
  name: `contact: ${name}`,
  method: "POST",
  path: RECORDS,
  body: { ...genuine, ...fields },
  status: 400,
  bodyIncludes: [message],
  mustNotLeak: SERVER_OWNED,
});

const BLANKS: [string, string][] = [
  ["empty", ""],
  ["a space", " "],
  ["a tab and a newline", "\t\n"],
  ["a no-break space", "\u00A0"],
  ["an ideographic space", "\u3000"],
  ["a zero-width no-break space", "\uFEFF"],
  ["a line separator", "\u2028"],
];

const MARKUP: [string, string][] = [
  ["a script tag", '<script>alert("contact")</script>'],
  ["an image with onerror", "<img src=x onerror=alert(1)>"],
  ["a javascript: link", '<a href="javascript:alert(1)">x</a>'],
  ["a template expression", "{{constructor.constructor('alert(1)')()}}"],
  ["an SQL fragment", "Ada'); DROP TABLE contact;--"],
  ["a PocketBase filter", 'x" || spam = false || name = "'],
];

const CONTROLS: [string, string][] = [
  ["a NUL", "Ada\u0000Lovelace"],
  ["a bell and an escape", "Ada\u0007\u001b[31mLovelace"],
  ["right-to-left override", "Ada \u202Eecalevol"],
  ["a lone surrogate", "Ada \uD835 Lovelace"],
];

export const cases: HostileCase[] = [
  // The name: required, at most 120 characters (code points), trimmed.
  ...BLANKS.map(([what, name]) => refused(`name ${what}`, { name }, MESSAGES.name)),
  refused("name missing", { name: undefined }, MESSAGES.name),
  refused("name of 121 characters", { name: "x".repeat(121) }, MESSAGES.nameLong),
  refused("name of 121 astral characters", { name: "𝔸".repeat(121) }, MESSAGES.nameLong),
  stored("name of 120 characters", { name: "x".repeat(120) }),
  stored("name of 120 astral characters", { name: "𝔸".repeat(120) }),
  stored("name of 61 astral characters (122 UTF-16 units)", { name: "𝔸".repeat(61) }),
  stored("name of 120 characters padded with spaces", { name: `  ${"x".repeat(120)} \u00A0` }),
  stored("name stored trimmed", { name: "\t Ada Lovelace \n" }, ['"name":"Ada Lovelace"']),
  stored("name of combining marks", { name: "Ade\u0301le\u0300 Zalgo\u0336\u0336\u0336" }),
  stored("name of emoji with joiners", { name: "👩🏽‍💻 Ada" }),
  ...MARKUP.map(([what, name]) => stored(`name with ${what}`, { name })),
  ...CONTROLS.map(([what, name]) => stored(`name with ${what}`, { name })),
  refused("name as null", { name: null }, MESSAGES.name),
  refused("name as an empty list", { name: [] }, MESSAGES.name),
  refused("name as an object", { name: { first: "Ada" } }, MESSAGES.name),
  stored("name as a number", { name: 1815 }, ['"name":"1815"']),
  stored("name as a boolean", { name: true }),

  // The email address: required, a plausible address, at most 254 characters.
  ...BLANKS.map(([what, email]) => refused(`email ${what}`, { email }, MESSAGES.email)),
  refused("email without a domain", { email: "ada@" }, MESSAGES.emailWrong),
  refused("email without a dot", { email: "ada@example" }, MESSAGES.emailWrong),
  refused("email with a space inside", { email: "ada lovelace@example.com" }, MESSAGES.emailWrong),
  refused("email with two @", { email: "ada@@example.com" }, MESSAGES.emailWrong),
  refused("email of 255 characters", { email: `${"a".repeat(243)}@example.com` }, MESSAGES.emailWrong),
  refused("email as a list", { email: ["ada@example.com", "eve@example.com"] }, MESSAGES.email),
  stored("email padded with spaces, stored trimmed", { email: "  ada@example.com\n" }, ['"email":"ada@example.com"']),
  {
    name: "contact: email with a header injection",
    method: "POST",
    path: RECORDS,
    body: { ...genuine, email: "ada@example.com\r\nBcc: everyone@example.com" },
    status: 400,
    bodyIncludes: ["email"],
  },
  {
    name: "contact: email with markup the field refuses",
    method: "POST",
    path: RECORDS,
    body: { ...genuine, email: "<script>@example.com" },
    status: 400,
    bodyIncludes: ["email"],
  },

  // The company: optional, at most 120 characters.
  refused("company of 121 characters", { company: "c".repeat(121) }, MESSAGES.company),
  refused("company of 121 accented characters", { company: "é".repeat(121) }, MESSAGES.company),
  stored("company of 120 astral characters", { company: "😀".repeat(120) }),
  stored("company empty", { company: "" }),
  stored("company blank, stored empty", { company: " \u3000 " }, ['"company":""']),
  ...MARKUP.map(([what, company]) => stored(`company with ${what}`, { company })),

  // Topic and budget: one of the form's values, or nothing.
  refused("topic not on the list", { topic: "bribe" }, MESSAGES.topic),
  refused("topic in capitals", { topic: "NEW-PROJECT" }, MESSAGES.topic),
  refused("topic with markup", { topic: "<script>" }, MESSAGES.topic),
  stored("topic empty", { topic: "" }),
  refused("budget not on the list", { budget: "a million" }, MESSAGES.budget),
  refused("budget with a space", { budget: " not-sure" }, MESSAGES.budget),
  stored("budget empty", { budget: "" }),

  // The message: 10 to 5000 characters, trimmed.
  ...BLANKS.map(([what, message]) => refused(`message ${what}`, { message }, MESSAGES.messageShort)),
  refused("message of 9 characters", { message: "123456789" }, MESSAGES.messageShort),
  refused("message of 9 astral characters in spaces", { message: `   ${"😀".repeat(9)}   ` }, MESSAGES.messageShort),
  refused("message of 5001 characters", { message: "m".repeat(5001) }, MESSAGES.messageLong),
  refused("message of 5001 astral characters", { message: "😀".repeat(5001) }, MESSAGES.messageLong),
  stored("message of 10 characters", { message: "1234567890" }),
  stored("message of 5000 characters", { message: "m".repeat(5000) }),
  stored("message of 5000 astral characters", { message: "😀".repeat(5000) }),
  stored("message of 5000 characters padded with newlines", { message: `\n\n${"m".repeat(5000)}\n  ` }),
  ...MARKUP.map(([what, message]) => stored(`message with ${what}`, { message: `Hello there, ${message}` })),
  ...CONTROLS.map(([what, message]) => stored(`message with ${what}`, { message: `Hello there, ${message}` })),
  refused("message as a number", { message: 12345 }, MESSAGES.messageShort),
  refused("message as null", { message: null }, MESSAGES.messageShort),

  // Consent: a real yes.
  refused("consent false", { consent: false }, MESSAGES.consent),
  refused("consent missing", { consent: undefined }, MESSAGES.consent),
  refused("consent as the word yes", { consent: "yes" }, MESSAGES.consent),
  refused("consent as null", { consent: null }, MESSAGES.consent),
  stored("consent as the string true", { consent: "true" }),

  // The honeypot, the token and the page: whatever they hold, the answer is the same.
  ...BLANKS.slice(1).map(([what, website]) => stored(`honeypot with ${what}`, { website })),
  stored("honeypot with a URL", { website: "https://spam.example" }),
  stored("honeypot as a list", { website: ["x"] }),
  stored("form token forged", { form_token: "eyJhbGciOiJub25lIn0.eyJwdXJwb3NlIjoiY29udGFjdC1mb3JtIn0." }),
  stored("form token of 20 KB", { form_token: "t".repeat(20_000) }),
  stored("form token as an object", { form_token: { purpose: "contact-form" } }),
  stored("page with markup", { page: '/contact"><script>alert(1)</script>' }),
  {
    name: "contact: page of 501 characters",
    method: "POST",
    path: RECORDS,
    body: { ...genuine, page: `/${"p".repeat(500)}` },
    status: 400,
    bodyIncludes: ['"page"'],
  },

  // Fields the server owns: ignored, and never shown back.
  refused("an id chosen by the visitor", { id: "visitorchoseid1" }, MESSAGES.id),
  refused("an id of the wrong form", { id: "../../etc/passwd" }, MESSAGES.id),
  refused("an id as a number", { id: 123456789012345 }, MESSAGES.id),
  stored("an empty id, asking for a new one", { id: "" }),
  {
    ...stored("a creation date, not kept", { created: "2001-01-01 00:00:00.000Z", updated: "2001-01-01 00:00:00.000Z" }),
    mustNotLeak: [...SERVER_OWNED, "2001-01-01"],
  },
  stored("spam set to false", { spam: false, spam_reason: "" }),
  stored("notification set to sent", { notification: "sent", notify_attempts: 99 }),
  stored("a user agent", { user_agent: "chosen by the visitor" }),
  stored("a token hash", { form_token_hash: "0".repeat(64) }),
  stored("a status", { status: "published" }),
  stored("another collection named", { collectionId: "pbc_000000000", collectionName: "projects" }, [
    '"collectionName":"contact"',
  ]),
  stored("an expand", { expand: { anything: true } }),

  // What the request is made of.
  {
    name: "contact: an empty JSON object",
    method: "POST",
    path: RECORDS,
    body: {},
    status: 400,
    bodyIncludes: [MESSAGES.name, MESSAGES.email, MESSAGES.messageShort, MESSAGES.consent],
  },
  {
    name: "contact: malformed JSON",
    method: "POST",
    path: RECORDS,
    headers: { "Content-Type": "application/json" },
    body: '{"name": "Ada", "email":',
    status: 400,
  },
  {
    name: "contact: a JSON list",
    method: "POST",
    path: RECORDS,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify([genuine]),
    status: 400,
  },
  {
    name: "contact: a JSON string",
    method: "POST",
    path: RECORDS,
    headers: { "Content-Type": "application/json" },
    body: '"Ada Lovelace"',
    status: 400,
  },
  {
    name: "contact: a URL-encoded form",
    method: "POST",
    path: RECORDS,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...genuine, consent: "true" } as Record<string, string>).toString(),
    status: 200,
    mustNotLeak: SERVER_OWNED,
  },
  {
    name: "contact: JSON sent as plain text",
    method: "POST",
    path: RECORDS,
    headers: { "Content-Type": "text/plain" },
    body: JSON.stringify(genuine),
    status: 400,
    bodyIncludes: ["Unsupported Content-Type."],
  },
  {
    name: "contact: query parameters asking for hidden fields",
    method: "POST",
    path: `${RECORDS}?fields=spam,spam_reason,user_agent,form_token_hash&expand=spam`,
    body: genuine,
    status: 200,
    mustNotLeak: SERVER_OWNED,
  },

  // Huge bodies, on every spelling of the route (413, before the body is read).
  ...[
    ["the collection's name", RECORDS],
    ["the name capitalised", "/api/collections/Contact/records"],
    ["the name in capitals", "/api/collections/CONTACT/records"],
    ["the name percent-encoded", "/api/collections/cont%61ct/records"],
    ["the collection id", "/api/collections/{contactCollectionId}/records"],
  ].flatMap(([what, path]): HostileCase[] => [
    {
      name: `contact: a 100 KB body to ${what}`,
      method: "POST",
      path: path as string,
      body: { ...genuine, message: "x".repeat(100_000) },
      status: 413,
      bodyIncludes: [CONTACT_TOO_LARGE],
    },
    {
      name: `contact: a 65 KB name to ${what}`,
      method: "POST",
      path: path as string,
      body: { ...genuine, name: "𝔸".repeat(16_700) },
      status: 413,
      bodyIncludes: [CONTACT_TOO_LARGE],
    },
    {
      name: `contact: a genuine message to ${what}`,
      method: "POST",
      path: path as string,
      body: genuine,
      status: 200,
      mustNotLeak: SERVER_OWNED,
    },
  ]),
  {
    name: "contact: a body of 60 KB, under the limit, still checked field by field",
    method: "POST",
    path: RECORDS,
    body: { ...genuine, message: "😀".repeat(15_000) },
    status: 400,
    bodyIncludes: [MESSAGES.messageLong],
  },

  // The batch API: off for everyone; a visitor's batch is held to the contact's limit all the same.
  {
    name: "contact: a batch creating a message",
    method: "POST",
    path: "/api/batch",
    body: { requests: [{ method: "POST", url: RECORDS, body: genuine }] },
    status: 403,
    bodyIncludes: ["Batch requests are not allowed."],
  },
  {
    name: "contact: a batch of 100 KB",
    method: "POST",
    path: "/api/batch",
    body: { requests: [{ method: "POST", url: RECORDS, body: { ...genuine, message: "x".repeat(100_000) } }] },
    status: 413,
    bodyIncludes: [CONTACT_TOO_LARGE],
  },
  {
    name: "contact: a batch upserting with an id",
    method: "POST",
    path: "/api/batch",
    body: { requests: [{ method: "PUT", url: RECORDS, body: { ...genuine, id: "batchchosenid01" } }] },
    status: 403,
  },

  // Everything but create is the superuser's.
  {
    name: "contact: a visitor lists messages",
    method: "GET",
    path: RECORDS,
    status: 403,
    bodyIncludes: [SUPERUSERS_ONLY],
    mustNotLeak: ["Ada Lovelace"],
  },
  {
    name: "contact: a visitor lists messages under another spelling",
    method: "GET",
    path: "/api/collections/Contact/records?filter=(spam=false)",
    status: 403,
    mustNotLeak: ["Ada Lovelace"],
  },
  {
    name: "contact: a visitor views a message",
    method: "GET",
    path: `${RECORDS}/visitorchoseid1`,
    status: 403,
    bodyIncludes: [SUPERUSERS_ONLY],
  },
  {
    name: "contact: a visitor updates a message",
    method: "PATCH",
    path: `${RECORDS}/visitorchoseid1`,
    body: { name: "Eve" },
    status: 403,
    bodyIncludes: [SUPERUSERS_ONLY],
  },
  {
    name: "contact: a visitor deletes a message",
    method: "DELETE",
    path: `${RECORDS}/visitorchoseid1`,
    status: 403,
    bodyIncludes: [SUPERUSERS_ONLY],
  },
  {
    name: "contact: a visitor asks to send the waiting mail",
    method: "POST",
    path: "/api/contact/notify-pending?force=true",
    status: 401,
  },
  {
    name: "contact: a visitor reads the collection's schema",
    method: "GET",
    path: "/api/collections/contact",
    status: 401,
    mustNotLeak: ["form_token_hash"],
  },

  // No other collection takes a visitor's record, with an id or without.
  ...["projects", "news", "services", "offices", "redirects", "site"].map(
    (collection): HostileCase => ({
      name: `contact: a visitor creates in ${collection}, choosing the id`,
      method: "POST",
      path: `/api/collections/${collection}/records`,
      body: { id: "visitorchoseid2", title: "x", name: "x", source: "/x", target: "/y", site_name: "x" },
      status: 403,
      bodyIncludes: [SUPERUSERS_ONLY],
    }),
  ),
];

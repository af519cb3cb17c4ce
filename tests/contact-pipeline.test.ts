import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../scripts/lib/pocketbase-process";
import { allowManySubmissions, deliverNow, formToken, genuine, pause, send } from "./support/contact";
import { startTestServer, type TestServer } from "./support/pocketbase";
import { startSmtp, type TestSmtp } from "./support/smtp";

const MIN_FILL = 1;
const mailEnv = (port: number) => ({
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(port),
  MAIL_SENDER_ADDRESS: "site@example.com",
  MAIL_SENDER_NAME: "Meridian site",
  CONTACT_MIN_FILL_SECONDS: String(MIN_FILL),
  CONTACT_RETRY_BASE_SECONDS: "1",
});

async function prepare(site: TestServer): Promise<PocketBase> {
  const admin = await site.superuser();
  const settings = await admin.collection("site").getFirstListItem("");
  await admin.collection("site").update(settings.id, { contact_email: "agency@example.com", site_name: "Meridian Studio" });
  await allowManySubmissions(admin);
  return admin;
}

/** A person's pace: the token is older than the minimum when the form is sent. */
async function sendAsPerson(url: string, fields: Record<string, unknown> = genuine) {
  const token = await formToken(url);
  await pause(MIN_FILL * 1000 + 150);
  return send(url, { ...fields, form_token: token, website: "" });
}

describe("with the mail server up", () => {
  let smtp: TestSmtp;
  let site: TestServer;
  let admin: PocketBase;

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startTestServer(mailEnv(smtp.port));
    admin = await prepare(site);
  });
  afterAll(async () => {
    await site.stop();
    await smtp.stop();
  });

  it("stores a genuine message, answers without the server's own fields, and emails the agency", async () => {
    const before = smtp.messages.length;
    const { status, body } = await sendAsPerson(site.url);
    expect(status).toBe(200);
    for (const field of ["spam", "spam_reason", "notification", "notify_attempts", "user_agent", "form_token_hash"])
      expect(body).not.toHaveProperty(field);
    // Stored and answered; the mail is the worker's job, not the request's.
    expect(await admin.collection("contact").getOne(String(body.id))).toMatchObject({
      notification: "pending",
      notify_attempts: 0,
    });
    expect(await deliverNow(admin)).toEqual({ attempted: 1, sent: 1 });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.subject).toBe("Meridian Studio: A new project from Ada Lovelace");
    expect(mail?.to).toMatchObject({ value: [{ address: "agency@example.com" }] });
    expect(mail?.from).toMatchObject({ value: [{ address: "site@example.com", name: "Meridian site" }] });
    expect(mail?.replyTo).toMatchObject({ value: [{ address: "ada@example.com" }] });
    expect(mail?.html).toContain("We would like a new identity for our engine.");
    expect(mail?.html).toContain("€25k – €50k");
    expect(mail?.text).toContain("Company: Analytical Engines");
    const stored = await admin.collection("contact").getOne(String(body.id));
    expect(stored).toMatchObject({ spam: false, notification: "sent", notify_attempts: 1, notify_error: "" });
  });

  it("replies to an address whose domain is in another script at its ASCII form, never an encoded-word", async () => {
    const before = smtp.messages.length;
    // A Cyrillic "а" in the domain: once garbled to =?UTF-8?q?ceo@meridi=D0=B0n.example?=, which is no address.
    const { status } = await sendAsPerson(site.url, { ...genuine, email: "ceo@meridi\u0430n.example" });
    expect(status).toBe(200);
    await deliverNow(admin);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    // The header as it came over the wire (mailparser shows a punycode domain in Unicode again).
    const line = String(mail?.headerLines.find((header) => header.key === "reply-to")?.line);
    expect(line).toBe("Reply-To: ceo@xn--meridin-7fg.example");
  });

  it.each([
    ["a local part in another script", "jöhn@example.com", "Please write the part before the @ in Latin letters"],
    ["an encoded-word", "=?UTF-8?Q?ceo=40other.example?=@example.com", 'An email address cannot contain "=?"'],
  ])("refuses %s with the field's message", async (_, email, message) => {
    const { status, body } = await sendAsPerson(site.url, { ...genuine, email });
    expect(status).toBe(400);
    expect((body.data as Record<string, { message: string }>).email?.message).toContain(message);
  });

  it("escapes HTML and script from every field in the mail", async () => {
    const before = smtp.messages.length;
    const script = '<script>alert("x")</script>';
    await sendAsPerson(site.url, {
      ...genuine,
      name: `Eve ${script}`,
      company: "<img src=x onerror=alert(1)>",
      message: `Hello ${script} <b>bold</b> & more`,
      page: `/contact?${script}`,
    });
    await deliverNow(admin);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const html = String(mail?.html);
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; more");
  });

  describe("spam is stored, flagged, answered like any message, and never emailed", () => {
    it.each([
      [
        "the honeypot filled in",
        async () => send(site.url, { ...genuine, form_token: await formToken(site.url), website: "https://spam.example" }),
        "the hidden field was filled in",
      ],
      [
        "sent too fast",
        async () => send(site.url, { ...genuine, form_token: await formToken(site.url), website: "" }),
        /^sent 0\.\d s after the form was shown \(minimum 1 s\)$/,
      ],
      ["no token", async () => send(site.url, { ...genuine }), "no form token"],
      [
        "a forged token",
        async () => send(site.url, { ...genuine, form_token: "eyJhbGciOiJIUzI1NiJ9.eyJwdXJwb3NlIjoiY29udGFjdC1mb3JtIn0.forged" }),
        "a forged or expired form token",
      ],
    ] as const)("%s", async (_case, submit, reason) => {
      const before = smtp.messages.length;
      const { status, body } = await submit();
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(Object.keys((await sendAsPerson(site.url)).body).sort());
      const stored = await admin.collection("contact").getOne(String(body.id));
      expect(stored.spam).toBe(true);
      expect(stored.spam_reason).toMatch(reason);
      expect(stored.notification).toBe("skipped");
      expect(await deliverNow(admin, true)).toEqual({ attempted: 1, sent: 1 });
      // Only the genuine comparison message above arrived.
      expect(smtp.messages.length).toBe(before + 1);
    });
  });

  describe("bad input gets a 400 with a message", () => {
    it("an invalid field, with the field's message", async () => {
      const { status, body } = await sendAsPerson(site.url, { ...genuine, email: "not-an-address", message: "x".repeat(5001) });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        data: {
          email: { message: "That email address does not look right, e.g. name@example.com." },
          message: { message: "Please keep your message under 5000 characters." },
        },
      });
    });

    it("an oversized body", async () => {
      const { status, body } = await send(site.url, { ...genuine, message: "x".repeat(100_000) });
      expect(status).toBe(413);
      expect(body.message).toBe("The submission is too large. Please keep your message under 5000 characters.");
    });

    it("a malformed body", async () => {
      const response = await fetch(`${site.url}/api/collections/contact/records`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"name": "Ada", "email":',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/./);
    });
  });

  it("answers a visitor over the rate limit with 429", async () => {
    await allowManySubmissions(admin, 2);
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await send(site.url, { ...genuine })).status);
    expect(results).toEqual([200, 200, 429]);
    await allowManySubmissions(admin);
  });
});

describe("with the mail server down", () => {
  it("keeps the message, marks it for retry, and delivers it once the server is back", async () => {
    const port = await freePort();
    const site = await startTestServer(mailEnv(port));
    let smtp: TestSmtp | undefined;
    try {
      const admin = await prepare(site);
      const { status, body } = await sendAsPerson(site.url);
      expect(status).toBe(200);
      expect(await deliverNow(admin)).toEqual({ attempted: 1, sent: 0 });
      const waiting = await admin.collection("contact").getOne(String(body.id));
      expect(waiting).toMatchObject({ spam: false, notification: "retrying", notify_attempts: 1 });
      expect(waiting.notify_error).not.toBe("");
      expect(waiting.next_notify_at).not.toBe("");

      smtp = await startSmtp(port);
      await pause(1200);
      expect(await deliverNow(admin)).toEqual({ attempted: 1, sent: 1 });
      const [mail] = await smtp.waitFor(1);
      expect(mail?.replyTo).toMatchObject({ value: [{ address: "ada@example.com" }] });
      expect(await admin.collection("contact").getOne(String(body.id))).toMatchObject({
        notification: "sent",
        notify_attempts: 2,
        notify_error: "",
      });
    } finally {
      await site.stop();
      await smtp?.stop();
    }
  });

  it("lets only superusers trigger a retry", async () => {
    const site = await startTestServer();
    try {
      const response = await fetch(`${site.url}/api/contact/notify-pending`, { method: "POST" });
      expect(response.status).toBe(401);
    } finally {
      await site.stop();
    }
  });
});

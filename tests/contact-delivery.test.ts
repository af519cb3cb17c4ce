import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, it } from "vitest";
import { allowManySubmissions, deliverNow, formToken, genuine, pause, send } from "./support/contact";
import { startTestServer, type TestServer } from "./support/pocketbase";
import { startSmtp, type TestSmtp } from "./support/smtp";

// The agency's mail never holds up the visitor, and a slow or silent mail server never gets it twice.

const mailEnv = (port: number, extra: Record<string, string> = {}) => ({
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(port),
  MAIL_SENDER_ADDRESS: "site@example.com",
  CONTACT_MIN_FILL_SECONDS: "0",
  CONTACT_RETRY_BASE_SECONDS: "1",
  ...extra,
});

interface Setup {
  smtp: TestSmtp;
  site: TestServer;
  admin: PocketBase;
}

async function setUp(extra: Record<string, string> = {}): Promise<Setup> {
  const smtp = await startSmtp();
  const site = await startTestServer(mailEnv(smtp.port, extra));
  const admin = await site.superuser();
  const settings = await admin.collection("site").getFirstListItem("");
  await admin.collection("site").update(settings.id, { contact_email: "agency@example.com" });
  await allowManySubmissions(admin);
  return { smtp, site, admin };
}

async function tearDown(setup: Setup | undefined): Promise<void> {
  await setup?.site.stop();
  await setup?.smtp.stop();
}

/** Sends the form as a person would, timing the answer. */
async function submit(url: string, name: string) {
  const token = await formToken(url);
  const started = performance.now();
  const { status, body } = await send(url, { ...genuine, name, form_token: token, website: "" });
  return { status, id: String(body.id), seconds: (performance.now() - started) / 1000, token };
}

/** Mail child processes of one server: they run on a scratch dir named after its data dir (lib/contact/mail-process.ts). */
const mailProcesses = (site: TestServer) => {
  const scratch = `meridian-mail-${createHash("md5").update(site.dataDir).digest("hex").slice(0, 12)}`;
  try {
    return execFileSync("pgrep", ["-f", scratch], { encoding: "utf8" }).trim().split("\n").filter(Boolean).length;
  } catch {
    return 0; // pgrep exits 1 when nothing matches
  }
};

// Each case has a server of its own; they run side by side, so the file takes as long as its slowest case.
describe.concurrent("contact delivery", () => {
  describe("a mail server that answers after 75 s", () => {
    let setup: Setup;
    // The operator allows 90 s, so the slow server is waited for: once.
    beforeAll(async () => {
      setup = await setUp({ CONTACT_MAIL_TIMEOUT_SECONDS: "90" });
    });
    afterAll(() => tearDown(setup));

    it("answers the visitor at once, stores the record, and mails it exactly once", { timeout: 150_000 }, async ({ expect }) => {
      const { smtp, site, admin } = setup;
      smtp.greet({ delayMs: 75_000 });
      const sent = await submit(site.url, "Slow Server");
      expect(sent.status).toBe(200);
      expect(sent.seconds).toBeLessThan(2);
      expect(await admin.collection("contact").getOne(sent.id)).toMatchObject({ notification: "pending", spam: false });

      // A worker takes it (as the cron would) and waits on the slow server...
      const first = deliverNow(admin);
      await expect.poll(async () => (await admin.collection("contact").getOne(sent.id)).notification).toBe("sending");
      // ...while a second worker, even one told to ignore backoff, leaves the claimed submission alone.
      expect(await deliverNow(admin, true)).toEqual({ attempted: 0, sent: 0 });
      expect(await first).toEqual({ attempted: 1, sent: 1 });

      expect(smtp.messages.filter((mail) => mail.subject?.includes("Slow Server"))).toHaveLength(1);
      expect(smtp.connections()).toBe(1);
      expect(await admin.collection("contact").getOne(sent.id)).toMatchObject({ notification: "sent", notify_attempts: 1 });
    });
  });

  describe("a mail server that accepts a connection and never answers", () => {
    let setup: Setup;
    beforeAll(async () => {
      setup = await setUp({ CONTACT_MAIL_TIMEOUT_SECONDS: "2" });
    });
    afterAll(() => tearDown(setup));

    it("gives the attempt up after the operator's timeout, and delivers once the server answers", async ({ expect }) => {
      const { smtp, site, admin } = setup;
      smtp.greet("hang");
      const sent = await submit(site.url, "Silent Server");
      expect(sent.status).toBe(200);
      expect(sent.seconds).toBeLessThan(2);

      // The minute cron runs in the same process and may claim the submission first; then this worker finds
      // nothing to do, and the cron's attempt is the one judged (CI once met it in the second step below).
      const started = performance.now();
      const first = await deliverNow(admin);
      const waited = (performance.now() - started) / 1000;
      if (first.attempted === 1) {
        expect(first).toEqual({ attempted: 1, sent: 0 });
        expect(waited).toBeGreaterThanOrEqual(2);
        expect(waited).toBeLessThan(10);
      } else {
        expect(first).toEqual({ attempted: 0, sent: 0 });
        await expect
          .poll(async () => (await admin.collection("contact").getOne(sent.id)).notification, { timeout: 10_000 })
          .toBe("retrying");
      }
      const failed = await admin.collection("contact").getOne(sent.id);
      expect(failed).toMatchObject({ notification: "retrying", notify_attempts: 1 });
      expect(failed.notify_error).toBe(
        "The mail server did not finish within 2 s (CONTACT_MAIL_TIMEOUT_SECONDS); the attempt was stopped.",
      );
      // The stopped attempt's process is gone, not left hanging on the socket.
      expect(mailProcesses(site)).toBe(0);

      smtp.greet({ delayMs: 0 });
      await pause(1100); // the first retry's backoff (1 s here)
      // A child process starts for each attempt: on two busy cores (CI) one has taken more than the 2 s given it, and
      // was stopped as the silent server's was. So up to three more attempts, the later ones not waiting for the
      // backoff; a worker that finds the submission claimed or sent (by the cron) attempts nothing.
      const stateOf = async () => (await admin.collection("contact").getOne(sent.id)).notification;
      for (let tries = 0; tries < 3 && (await stateOf()) !== "sent"; tries++) {
        const delivered = await deliverNow(admin, tries > 0);
        expect(delivered.attempted).toBeLessThanOrEqual(1);
        expect(delivered.sent).toBeLessThanOrEqual(delivered.attempted);
      }
      await expect.poll(stateOf, { timeout: 10_000 }).toBe("sent");
      await pause(1000);
      expect(smtp.messages.filter((mail) => mail.subject?.includes("Silent Server"))).toHaveLength(1);
      const delivered = await admin.collection("contact").getOne(sent.id);
      expect(delivered).toMatchObject({ notification: "sent", notify_error: "" });
      expect(delivered.notify_attempts).toBeGreaterThanOrEqual(2);
      expect(delivered.notify_attempts).toBeLessThanOrEqual(4);
    });
  });

  describe("the minute cron", () => {
    let setup: Setup;
    beforeAll(async () => {
      setup = await setUp();
    });
    afterAll(() => tearDown(setup));

    it("mails a new submission within a minute, with no one asking", { timeout: 100_000 }, async ({ expect }) => {
      const { smtp, site, admin } = setup;
      const sent = await submit(site.url, "Cron Delivery");
      const [mail] = await smtp.waitFor(1, 75_000);
      expect(mail?.subject).toContain("Cron Delivery");
      await expect
        .poll(async () => (await admin.collection("contact").getOne(sent.id)).notification, { timeout: 5000 })
        .toBe("sent");
      expect(smtp.messages).toHaveLength(1);
    });
  });

  describe("a form token", () => {
    let setup: Setup;
    beforeAll(async () => {
      setup = await setUp();
    });
    afterAll(() => tearDown(setup));

    it("counts for one stored message; a replay is kept as spam and answered alike", async ({ expect }) => {
      const { site, admin } = setup;
      const first = await submit(site.url, "Token Once");
      const replay = await send(site.url, { ...genuine, name: "Token Twice", form_token: first.token, website: "" });
      expect(replay.status).toBe(200);
      expect(Object.keys(replay.body).sort()).toEqual(Object.keys((await send(site.url, { ...genuine })).body).sort());
      expect(await admin.collection("contact").getOne(first.id)).toMatchObject({ spam: false, notification: "pending" });
      expect(await admin.collection("contact").getOne(String(replay.body.id))).toMatchObject({
        spam: true,
        spam_reason: "a form token already used for another message",
        notification: "skipped",
      });
    });

    it("sent ten times at once is genuine once", async ({ expect }) => {
      const { site, admin } = setup;
      const token = await formToken(site.url);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => send(site.url, { ...genuine, name: `Race ${i}`, form_token: token, website: "" })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      const stored = await admin.collection("contact").getFullList({ filter: "name ~ 'Race '" });
      expect(stored).toHaveLength(10);
      expect(stored.filter((record) => !record.spam)).toHaveLength(1);
    });
  });
});

import { describe, expect, it } from "vitest";
import { SUPERUSER, startTestServer } from "./support/pocketbase";

describe("settings from the environment", () => {
  it("apply SMTP, the sender and trusted proxy headers at start", async () => {
    const site = await startTestServer({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: "2525",
      SMTP_USERNAME: "mailer",
      MAIL_SENDER_ADDRESS: "site@example.com",
      MAIL_SENDER_NAME: "Meridian",
      TRUSTED_PROXY_HEADERS: "X-Real-IP, X-Forwarded-For",
      TRUSTED_PROXY_IPS: "127.0.0.1",
    });
    try {
      const settings = await (await site.superuser()).settings.getAll();
      expect(settings.smtp).toMatchObject({ enabled: true, host: "127.0.0.1", port: 2525, username: "mailer", tls: false });
      expect(settings.meta).toMatchObject({ senderAddress: "site@example.com", senderName: "Meridian" });
      expect(settings.trustedProxy.headers).toEqual(["X-Real-IP", "X-Forwarded-For"]);
    } finally {
      await site.stop();
    }
  });

  it("SUPERUSER_MFA=true asks a superuser for a mailed one-time code after the password", async () => {
    const site = await startTestServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: "2525", SUPERUSER_MFA: "true" });
    try {
      const response = await fetch(`${site.url}/api/collections/_superusers/auth-with-password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
      });
      // The right password alone is not enough: PocketBase answers with the MFA step to complete.
      expect(response.status).toBe(401);
      expect(((await response.json()) as { mfaId?: string }).mfaId).toMatch(/\w+/);
    } finally {
      await site.stop();
    }
  });

  it("stop the start with a clear message when a value is wrong", async () => {
    await expect(startTestServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: "smtp" })).rejects.toThrow(
      'SMTP_PORT must be a port number, not "smtp"',
    );
    await expect(startTestServer({ TRUSTED_PROXY_HEADERS: "X-Forwarded-For" })).rejects.toThrow(
      "TRUSTED_PROXY_HEADERS needs TRUSTED_PROXY_IPS",
    );
    await expect(startTestServer({ SUPERUSER_MFA: "yes" })).rejects.toThrow('SUPERUSER_MFA must be "true" or "false", not "yes"');
  });
});

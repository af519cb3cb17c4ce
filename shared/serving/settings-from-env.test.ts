import { describe, expect, it } from "vitest";
import { settingsFromEnv } from "./settings-from-env";

const from = (vars: Record<string, string>) => settingsFromEnv((name) => vars[name] ?? "");

describe("settingsFromEnv", () => {
  it("changes nothing but the request log's privacy default when nothing is set: no visitor IPs", () => {
    expect(from({})).toEqual({ logs: { logIP: false } });
  });

  it("keeps visitors' IPs only when told to, and the log as many days as told", () => {
    expect(from({ LOG_IP: "true", LOG_MAX_DAYS: "3" }).logs).toEqual({ logIP: true, maxDays: 3 });
    expect(from({ LOG_IP: "false", LOG_MAX_DAYS: "0" }).logs).toEqual({ logIP: false, maxDays: 0 });
  });

  it.each([
    [{ LOG_IP: "yes" }, 'LOG_IP must be "true" or "false", not "yes"'],
    [{ LOG_MAX_DAYS: "a week" }, 'LOG_MAX_DAYS must be a whole number of days from 0 to 3650, not "a week"'],
    [{ LOG_MAX_DAYS: "-1" }, "LOG_MAX_DAYS must be a whole number"],
    [{ LOG_MAX_DAYS: "1.5" }, "LOG_MAX_DAYS must be a whole number"],
  ])("refuses %j", (vars, message) => {
    expect(() => from(vars)).toThrow(message);
  });

  it("reads SMTP with STARTTLS on 587 by default", () => {
    expect(from({ SMTP_HOST: "mail.example.com", SMTP_USERNAME: "u", SMTP_PASSWORD: "p" }).smtp).toEqual({
      enabled: true,
      host: "mail.example.com",
      port: 587,
      username: "u",
      password: "p",
      tls: false,
    });
  });

  it("uses implicit TLS on 465 unless told otherwise", () => {
    expect(from({ SMTP_HOST: "h", SMTP_PORT: "465" }).smtp?.tls).toBe(true);
    expect(from({ SMTP_HOST: "h", SMTP_PORT: "465", SMTP_TLS: "false" }).smtp?.tls).toBe(false);
  });

  it("refuses a port that is not one", () => {
    expect(() => from({ SMTP_HOST: "h", SMTP_PORT: "smtp" })).toThrow('SMTP_PORT must be a port number, not "smtp"');
  });

  it("reads the sender and the trusted proxy headers", () => {
    expect(
      from({
        MAIL_SENDER_ADDRESS: "site@example.com",
        MAIL_SENDER_NAME: "Site",
        TRUSTED_PROXY_HEADERS: "X-Real-IP, X-Forwarded-For",
        TRUSTED_PROXY_IPS: "172.31.240.2",
      }),
    ).toEqual({
      logs: { logIP: false },
      sender: { address: "site@example.com", name: "Site" },
      trustedProxyHeaders: ["X-Real-IP", "X-Forwarded-For"],
    });
  });

  it("believes proxy headers only with the proxy's address, and names a wrong one", () => {
    expect(() => from({ TRUSTED_PROXY_HEADERS: "X-Forwarded-For" })).toThrow("TRUSTED_PROXY_HEADERS needs TRUSTED_PROXY_IPS");
    expect(() => from({ TRUSTED_PROXY_HEADERS: "X-Forwarded-For", TRUSTED_PROXY_IPS: "caddy" })).toThrow(
      'TRUSTED_PROXY_IPS must list IP addresses or networks such as 172.31.240.2 or 10.0.0.0/8, not "caddy"',
    );
    expect(from({ TRUSTED_PROXY_IPS: "127.0.0.1" })).toEqual({ logs: { logIP: false } });
  });
});

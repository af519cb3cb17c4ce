import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackRequest } from "../scripts/lib/loopback-request";
import { startTestServer, type TestServer } from "./support/pocketbase";

// The site believes X-Forwarded-For only from the proxy ops list (decision 082). PocketBase listens on 127.0.0.1; the
// "proxy" sends from 127.0.0.2, the only address in TRUSTED_PROXY_IPS, and a visitor who reaches PocketBase directly
// sends from 127.0.0.1. scripts/drill.ts runs the same checks through the real Caddy.

const PROXY = "127.0.0.2";
const DIRECT = "127.0.0.1";
// A rule of our own with a one-hour window, so that no count can run out while the test waits on a busy machine.
const RULE = { label: "GET /api/health", maxRequests: 2, duration: 3600, audience: "" };

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer({ TRUSTED_PROXY_HEADERS: "X-Forwarded-For", TRUSTED_PROXY_IPS: PROXY });
  admin = await site.superuser();
  const { rateLimits } = await admin.settings.getAll();
  await admin.settings.update({ rateLimits: { ...rateLimits, rules: [...rateLimits.rules, RULE] } });
});
afterAll(() => site.stop());

const health = (from: string, headers: Record<string, string> = {}) =>
  loopbackRequest(`${site.url}/api/health`, { localAddress: from, headers });
const statuses = async (from: string, forwardedFor: string[]) => {
  const answers: number[] = [];
  for (const address of forwardedFor) answers.push((await health(from, { "X-Forwarded-For": address })).status);
  return answers;
};

describe("rate limits behind the trusted proxy", () => {
  it("count each visitor the proxy names in a bucket of their own", async () => {
    expect(await statuses(PROXY, ["203.0.113.1", "203.0.113.1", "203.0.113.1"])).toEqual([200, 200, 429]);
    expect(await statuses(PROXY, ["203.0.113.2", "203.0.113.2", "203.0.113.2"])).toEqual([200, 200, 429]);
  });

  it("ignore an X-Forwarded-For sent straight to PocketBase: every forged address shares the sender's bucket", async () => {
    expect(await statuses(DIRECT, ["198.51.100.1", "198.51.100.2", "198.51.100.3"])).toEqual([200, 200, 429]);
  });

  it("take the address the proxy appended, not one the visitor put in front of it", async () => {
    expect(await statuses(PROXY, ["203.0.113.3, 203.0.113.4", "203.0.113.9, 203.0.113.4", "203.0.113.4"])).toEqual([
      200, 200, 429,
    ]);
  });
});

describe("the address PocketBase sees (its health check tells a superuser)", () => {
  const realIp = async (from: string) =>
    (
      JSON.parse(
        (await health(from, { Authorization: admin.authStore.token, "X-Forwarded-For": "203.0.113.77" })).body.toString(),
      ) as { data: { realIP: string } }
    ).data.realIP;

  it("is the forwarded one from the proxy and the connection's own otherwise", async () => {
    expect(await realIp(PROXY)).toBe("203.0.113.77");
    expect(await realIp(DIRECT)).toBe(DIRECT);
  });
});

describe("the visitor's scheme", () => {
  it("is https (and HSTS is sent) only when the proxy says so", async () => {
    const hsts = async (from: string) =>
      (await loopbackRequest(`${site.url}/`, { localAddress: from, headers: { "X-Forwarded-Proto": "https" } })).headers[
        "strict-transport-security"
      ];
    expect(await hsts(PROXY)).toBe("max-age=31536000");
    expect(await hsts(DIRECT)).toBeUndefined();
  });
});

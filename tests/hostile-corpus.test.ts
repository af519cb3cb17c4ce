/**
 * The hostile-input corpus (issue 12): every case in tests/hostile/*.cases.ts, sent as written (raw paths, byte for
 * byte) to one real PocketBase, in order within each module (a save comes before its read). Each case must answer
 * without a 5xx, with its listed status and messages, leak none of the unpublished records' titles, slugs and file
 * names, and redirect only within the site.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostileCase } from "./hostile/case";
import { fillPlaceholders, type Placeholders, seedPlaceholders } from "./hostile/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

const MINIMUM_CASES = 920;

// Every case module in tests/hostile, read when the file is collected (vitest's import.meta.glob).
const modules = (import.meta as ImportMeta & { glob: <T>(pattern: string, options: { eager: true }) => Record<string, T> }).glob<{
  cases: HostileCase[];
}>("./hostile/*.cases.ts", { eager: true });
const topics = Object.entries(modules)
  .map(([file, module]) => ({ topic: file.replace(/^.*\/(.*)\.cases\.ts$/, "$1"), cases: module.cases }))
  .sort((a, b) => a.topic.localeCompare(b.topic));
const total = topics.reduce((sum, { cases }) => sum + cases.length, 0);
console.log(`hostile corpus: ${total} cases (${topics.map(({ topic, cases }) => `${topic} ${cases.length}`).join(", ")})`);

let site: TestServer;
let placeholders: Placeholders;
let superuserToken: string;

beforeAll(async () => {
  site = await startTestServer();
  const admin = await site.superuser();
  superuserToken = admin.authStore.token;
  // One client sends everything: the per-address limits (contact 3 a minute, the API 300 per 10 s) would answer
  // most of the corpus with 429 instead of what the case is about.
  await admin.settings.update({ rateLimits: { enabled: false } });
  placeholders = await seedPlaceholders(admin);
}, 60_000);
afterAll(() => site?.stop());

interface Answer {
  status: number;
  location: string;
  body: string;
}

/** One request exactly as the case spells it: node's http keeps the path's bytes as given. */
function send(hostile: HostileCase): Promise<Answer> {
  const { origin } = new URL(site.url);
  const url = new URL(origin);
  const body =
    hostile.body === undefined ? undefined : typeof hostile.body === "string" ? hostile.body : JSON.stringify(hostile.body);
  const headers: Record<string, string> = {
    ...(body !== undefined && typeof hostile.body !== "string" ? { "content-type": "application/json" } : {}),
    ...(hostile.as === "superuser" ? { authorization: superuserToken } : {}),
    ...hostile.headers,
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, method: hostile.method, path: hostile.path, headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            location: String(incoming.headers.location ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error(`${hostile.name}: no answer in 15 s`)));
    outgoing.end(body);
  });
}

/** A Location that leaves the site: another origin, or a scheme- or host-relative address. */
const leavesSite = (location: string) => /^(\/\/|\/\\|\\|[a-z][a-z0-9+.-]*:)/i.test(location.trim());

it(`has at least ${MINIMUM_CASES} cases`, () => {
  expect(total).toBeGreaterThanOrEqual(MINIMUM_CASES);
});

for (const { topic, cases } of topics) {
  describe.sequential(topic, () => {
    for (const written of cases) {
      it(written.name, async () => {
        const hostile = fillPlaceholders(written, placeholders);
        const answer = await send(hostile);
        const said = `${hostile.method} ${hostile.path} → ${answer.status} ${answer.location} ${answer.body.slice(0, 300)}`;
        expect(answer.status, said).toBeLessThan(500);
        expect([hostile.status].flat(), said).toContain(answer.status);
        for (const words of hostile.bodyIncludes ?? []) expect(answer.body, said).toContain(words);
        for (const secret of hostile.mustNotLeak ?? []) {
          expect(answer.body, `${said}: leaks ${secret}`).not.toContain(secret);
          expect(answer.location, `${said}: leaks ${secret}`).not.toContain(secret);
        }
        if (answer.status >= 300 && answer.status < 400) expect(leavesSite(answer.location), said).toBe(false);
      });
    }
  });
}

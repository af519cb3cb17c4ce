// No number of listeners slows an editor's save (decisions 073 and 082): twenty visitors each asking for a thousand
// subscriptions are refused all but the content topic, so a save tells each of them once. Judged by time, so this file
// runs alone (vite.config.ts, `*.alone.test.ts`): beside the parallel lane's other servers one save of five took 229 ms.
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CONNECT_TOPIC, CONTENT_TOPIC } from "../shared/serving/live-pages";
import { NodeEventSource } from "./support/event-source";
import { createNews } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  // One machine plays many visitors here.
  site = await startTestServer({ REALTIME_CONNECTIONS_PER_ADDRESS: "1000" });
  admin = await site.superuser();
});
afterAll(async () => {
  await site.stop();
});

it("keeps an editor's save under 200 ms with 20 visitors, each asking for 1,000 subscriptions", async () => {
  const sources: NodeEventSource[] = [];
  try {
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => {
        const source = new NodeEventSource(`${site.url}/api/realtime`);
        sources.push(source);
        return new Promise<string>((resolve) =>
          source.addEventListener("PB_CONNECT", (event) => resolve(JSON.parse(String(event.data)).clientId)),
        );
      }),
    );
    const subscribe = (clientId: string, subscriptions: string[]) =>
      fetch(`${site.url}/api/realtime`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ clientId, subscriptions }),
      });
    for (const [n, clientId] of ids.entries()) {
      const many = Array.from(
        { length: 1000 },
        (_, k) => `news/*?options=${encodeURIComponent(JSON.stringify({ query: { k, n } }))}`,
      );
      const refused = await subscribe(clientId, many);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toContain(`may follow ${CONTENT_TOPIC} only`);
      expect((await subscribe(clientId, [CONTENT_TOPIC, CONNECT_TOPIC])).status).toBe(204);
    }
    const article = await createNews(admin);
    const times: number[] = [];
    for (let n = 0; n < 5; n++) {
      const started = performance.now();
      await admin.collection("news").update(article.id, { title: `Edited ${n}` });
      times.push(performance.now() - started);
    }
    console.log(`an editor's save with 20 listening visitors: ${times.map((t) => t.toFixed(0)).join(", ")} ms`);
    expect(Math.max(...times)).toBeLessThan(200);
  } finally {
    for (const source of sources) source.close();
  }
});

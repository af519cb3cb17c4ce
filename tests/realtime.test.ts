// Live pages (decisions 073 and 082) against the real binary: what a visitor's connection hears on the content topic
// (every change visitors can see, scheduled records as they come due, never a draft's), what it may follow, the
// content version a page asks as it connects, and that no number of listeners slows an editor's save.
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTENT_TOPIC,
  CONTENT_VERSION_ENDPOINT,
  type ContentChange,
  type ContentMessage,
  changeMessage,
} from "../shared/serving/live-pages";
import { NodeEventSource } from "./support/event-source";
import { at, createNews, createProject, publishing } from "./support/fixtures";
import { BEHIND_A_PROXY, startTestServer, type TestServer } from "./support/pocketbase";

// The SDK opens its connection with the browser's EventSource.
globalThis.EventSource = NodeEventSource as unknown as typeof EventSource;

/** Waits this long at most for something the server should send; only a failing test ever waits it out. */
const ARRIVES_WITHIN_MS = 10_000;

interface RecordEvent {
  action: string;
  record: { id: string; title?: string };
}

/** Everything one subscription hears, and a way to wait for a message that should come. */
async function listen<T>(pb: PocketBase, topic: string, read: (data: unknown) => T | undefined = (data) => data as T) {
  const heard: T[] = [];
  const waiting = new Set<() => void>();
  await pb.realtime.subscribe(topic, (data: unknown) => {
    const message = read(data);
    if (message === undefined) return;
    heard.push(message);
    for (const wake of waiting) wake();
  });
  /** The first message from `from` on that passes `test`. */
  const next = (test: (data: T) => boolean, from = 0, what = "the message"): Promise<T> =>
    new Promise((resolve, reject) => {
      const look = () => {
        const found = heard.slice(from).find(test);
        if (!found) return;
        waiting.delete(look);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiting.delete(look);
        reject(new Error(`${what} did not arrive within ${ARRIVES_WITHIN_MS} ms; heard ${JSON.stringify(heard.slice(from))}`));
      }, ARRIVES_WITHIN_MS);
      waiting.add(look);
      look();
    });
  return { heard, next };
}

/** The content topic as the app hears it: each change record as its message. */
const listenToContent = (pb: PocketBase) =>
  listen<ContentMessage>(pb, CONTENT_TOPIC, (event) =>
    changeMessage((event as { record?: Partial<ContentChange> }).record ?? {}),
  );

let site: TestServer;
let admin: PocketBase;
/** Every visitor's client, so each can close its connection before the server stops. */
const clients: PocketBase[] = [];

beforeAll(async () => {
  // One machine plays many visitors here: the per-address cap has a test of its own below.
  site = await startTestServer({ REALTIME_CONNECTIONS_PER_ADDRESS: "1000" });
  admin = await site.superuser();
});
afterAll(async () => {
  for (const client of clients) await client.realtime.unsubscribe();
  await site.stop();
});

/** A visitor's client. */
const subscriber = () => {
  const pb = site.visitor();
  clients.push(pb);
  return pb;
};

describe("what a visitor hears of a change to news", () => {
  // One row per change: whether a visitor hears of it. The superuser's subscription to the records shows the change
  // happened (the admin may follow any topic).
  const rows: {
    change: string;
    act: (record: RecordModel) => Promise<unknown>;
    initial: "published" | "draft" | "scheduled" | null;
    visitor: boolean;
    superuser: string;
  }[] = [
    {
      change: "a published article is created",
      initial: null,
      act: () => createNews(admin),
      visitor: true,
      superuser: "create",
    },
    {
      change: "a draft is created",
      initial: null,
      act: () => createNews(admin, publishing("draft")),
      visitor: false,
      superuser: "create",
    },
    {
      change: "a scheduled article is created",
      initial: null,
      act: () => createNews(admin, publishing("scheduled")),
      visitor: false,
      superuser: "create",
    },
    {
      change: "a draft is edited",
      initial: "draft",
      act: (r) => admin.collection("news").update(r.id, { title: "Still a draft" }),
      visitor: false,
      superuser: "update",
    },
    {
      change: "a draft is published",
      initial: "draft",
      act: (r) => admin.collection("news").update(r.id, publishing("published")),
      visitor: true,
      superuser: "update",
    },
    {
      change: "a published article is edited",
      initial: "published",
      act: (r) => admin.collection("news").update(r.id, { title: "Edited" }),
      visitor: true,
      superuser: "update",
    },
    {
      change: "a published article is deleted",
      initial: "published",
      act: (r) => admin.collection("news").delete(r.id),
      visitor: true,
      superuser: "delete",
    },
    {
      change: "a draft is deleted",
      initial: "draft",
      act: (r) => admin.collection("news").delete(r.id),
      visitor: false,
      superuser: "delete",
    },
  ];

  it.each(rows)(
    "$change: the visitor hears of it: $visitor; the superuser hears $superuser",
    async ({ initial, act, visitor, superuser }) => {
      const visitorClient = subscriber();
      const asVisitor = await listenToContent(visitorClient);
      const asSuperuser = await listen<RecordEvent>(admin, "news/*");
      const existing = initial ? await createNews(admin, publishing(initial)) : undefined;
      // The create's own message may still be on its way (a loaded CI machine heard it inside the window below): once a
      // later change has been heard, so has it.
      const before = existing ? await admin.collection("services").create({ name: `Sentinel before ${Date.now()}` }) : undefined;
      if (before) await asVisitor.next((m) => "collections" in m && m.collections.includes("services"), 0, "the first sentinel");
      const from = { visitor: asVisitor.heard.length, superuser: asSuperuser.heard.length };
      const acted = await act(existing as RecordModel);
      const id = existing?.id ?? (acted as RecordModel).id;
      await asSuperuser.next(
        (event) => event.record.id === id && event.action === superuser,
        from.superuser,
        `the superuser's ${superuser}`,
      );
      // Messages on one connection arrive in order of sending: once a later change has been heard, so would this one.
      const sentinel = await admin.collection("services").create({ name: `Sentinel ${Date.now()}` });
      const services = await asVisitor.next(
        (m) => "collections" in m && m.collections.includes("services"),
        from.visitor,
        "the sentinel",
      );
      const heard = asVisitor.heard.slice(from.visitor, asVisitor.heard.indexOf(services));
      expect(heard).toEqual(visitor ? [{ collections: ["news"], inMs: 0 }] : []);
      await admin.collection("services").delete(sentinel.id);
      if (before) await admin.collection("services").delete(before.id);
      await visitorClient.realtime.unsubscribe();
      await admin.realtime.unsubscribe();
    },
  );
});

describe("what a visitor's connection may follow", () => {
  it("refuses any topic but the content topic, and options on it", async () => {
    for (const topic of [
      "news/*",
      "news/*?options=%7B%22query%22%3A%7B%22fields%22%3A%22id%22%7D%7D",
      `${CONTENT_TOPIC}?options=x`,
    ]) {
      const client = subscriber();
      await expect(
        client.realtime.subscribe(topic, () => undefined),
        topic,
      ).rejects.toMatchObject({ status: 400 });
      await client.realtime.unsubscribe().catch(() => undefined);
    }
  });
});

describe("the server's content topic", () => {
  it("gives a connecting page the content version its page was drawn from, and a newer one after a change", async () => {
    const page = await (await fetch(`${site.url}/news`)).text();
    const drawnAt = /id="page-data" data-content-version="([^"]+)"/.exec(page)?.[1];
    expect(drawnAt).toBeTruthy();
    const version = async () =>
      ((await (await fetch(`${site.url}${CONTENT_VERSION_ENDPOINT}`)).json()) as { version: string }).version;
    expect(await version()).toBe(drawnAt);
    // Any change to what pages show, a draft's too: a page that reconnects after it refetches.
    await createNews(admin, publishing("draft"));
    expect(await version()).not.toBe(drawnAt);
  });

  it("tells open pages at once when a published article is withdrawn", async () => {
    const article = await createNews(admin);
    const client = subscriber();
    const content = await listenToContent(client);
    const from = content.heard.length;
    await admin.collection("news").update(article.id, publishing("draft"));
    expect(await content.next((m) => "collections" in m, from, "the withdrawal")).toEqual({ collections: ["news"], inMs: 0 });
  });

  it("announces scheduled records as the minute's cron finds them: ahead of their time, once, and at once when it has passed", async () => {
    const client = subscriber();
    const content = await listenToContent(client);
    const start = content.heard.length;
    const isDue = (m: ContentMessage) => "collections" in m && m.collections.length > 0;
    /**
     * Runs the cron job now, as its schedule does every minute, and waits for what it says about what was saved since
     * `from`. The job also runs by itself at the top of each minute: if that look came first, its message is the one
     * this finds, and this run finds nothing new to say.
     */
    const runCron = async (from: number) => {
      await admin.crons.run("content-due");
      return (await content.next(isDue, from, "the cron's announcement")) as { collections: string[]; inMs: number };
    };
    /**
     * Starts a step well clear of the minute's own run, so that run cannot split one step's records over two messages
     * (the article before it, the project after). A step takes about 2 s at most.
     */
    const clearOfTheMinute = async () => {
      const second = new Date().getSeconds();
      if (second >= 55) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
      return content.heard.length;
    };
    /** Schedules an article (and a project) `inMs` from now; returns when they come due and when they were saved. */
    const schedule = async (inMs: number, withProject = false) => {
      const saved = Date.now();
      const publishedAt = at(inMs);
      await createNews(admin, { status: "published", published_at: publishedAt });
      if (withProject) await createProject(admin, { status: "published", published_at: publishedAt });
      return { due: Date.parse(publishedAt.replace(" ", "T")), saved };
    };
    // The time left, as told: at most what was left when it was saved (the cron may look at any moment since; it
    // also runs by itself every minute), at least what was left when the message arrived.
    const expectTimeLeft = (inMs: number, { due, saved }: { due: number; saved: number }, heard: number) => {
      expect(inMs).toBeLessThanOrEqual(due - saved);
      expect(inMs).toBeGreaterThanOrEqual(Math.max(0, due - heard - 5));
    };

    // Due in 20 s, an article and a project at the same moment: one message, ahead of time.
    let from = await clearOfTheMinute();
    const soon = await schedule(20_000, true);
    const first = await runCron(from);
    expectTimeLeft(first.inMs, soon, Date.now());
    expect(first.collections).toEqual(["news", "projects"]);

    // The next look announces what was saved since (due in 25 s), not again what it announced, nor what is due
    // beyond the coming minute (in 3 minutes).
    from = await clearOfTheMinute();
    await schedule(3 * 60_000);
    const later = await schedule(25_000);
    const second = await runCron(from);
    expectTimeLeft(second.inMs, later, Date.now());
    expect(second.collections).toEqual(["news"]);

    // Saved with a time that passed before any look: announced as due now.
    from = await clearOfTheMinute();
    const passed = await schedule(1500);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const third = await runCron(from);
    expectTimeLeft(third.inMs, passed, Date.now());
    expect(third.collections).toEqual(["news"]);

    // A record announced twice, or the one due in 3 minutes, would have made a message of its own.
    expect(content.heard.slice(start).filter(isDue)).toEqual([first, second, third]);
  });
});

describe("how many pages may follow live updates", () => {
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startTestServer({
      REALTIME_MAX_CONNECTIONS: "5",
      REALTIME_CONNECTIONS_PER_ADDRESS: "3",
      ...BEHIND_A_PROXY,
    });
  });
  afterAll(() => capped?.stop());

  it("refuses a visitor's fourth connection (429) and anyone's sixth (503), and takes one again once a page leaves", async () => {
    const open: AbortController[] = [];
    const connect = async (ip: string) => {
      const stop = new AbortController();
      const response = await fetch(`${capped.url}/api/realtime`, { headers: { "X-Forwarded-For": ip }, signal: stop.signal });
      if (response.ok) {
        // Registered once its first event is written.
        await response.body?.getReader().read();
        open.push(stop);
      } else await response.text();
      return response.status;
    };
    try {
      expect([await connect("203.0.113.1"), await connect("203.0.113.1"), await connect("203.0.113.1")]).toEqual([200, 200, 200]);
      expect(await connect("203.0.113.1")).toBe(429);
      expect([await connect("203.0.113.2"), await connect("203.0.113.3")]).toEqual([200, 200]);
      const refused = await fetch(`${capped.url}/api/realtime`, { headers: { "X-Forwarded-For": "203.0.113.4" } });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("10");
      expect(((await refused.json()) as { message: string }).message).toContain("works without them");
      open.shift()?.abort();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await connect("203.0.113.4")).toBe(200);
    } finally {
      for (const stop of open) stop.abort();
    }
  });
});

// Live pages (decision 036) against the real binary: what a visitor's realtime subscription hears, and what the
// server says on its own topic (the content version on subscribing, scheduled records coming due, withdrawals).
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TOPIC, type ContentMessage } from "../shared/realtime";
import { NodeEventSource } from "./support/event-source";
import { at, createNews, createProject, publishing } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

// The SDK opens its connection with the browser's EventSource.
globalThis.EventSource = NodeEventSource as unknown as typeof EventSource;

/** Waits this long at most for something the server should send; only a failing test ever waits it out. */
const ARRIVES_WITHIN_MS = 10_000;

interface RecordEvent {
  action: string;
  record: { id: string; title?: string };
}

/** Everything one subscription hears, and a way to wait for a message that should come. */
async function listen<T>(pb: PocketBase, topic: string, options?: { fields: string }) {
  const heard: T[] = [];
  const waiting = new Set<() => void>();
  await pb.realtime.subscribe(
    topic,
    (data: T) => {
      heard.push(data);
      for (const wake of waiting) wake();
    },
    options,
  );
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

let site: TestServer;
let admin: PocketBase;
/** Every visitor's client, so each can close its connection before the server stops. */
const clients: PocketBase[] = [];

beforeAll(async () => {
  site = await startTestServer();
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

describe("a visitor's subscription to news", () => {
  // One row per change: who hears of it. The superuser's row shows the change happened and was sent to whoever may read it.
  const rows: {
    change: string;
    act: (record: RecordModel) => Promise<unknown>;
    initial: "published" | "draft" | "scheduled" | null;
    visitor: string | null;
    superuser: string;
  }[] = [
    {
      change: "a published article is created",
      initial: null,
      act: () => createNews(admin),
      visitor: "create",
      superuser: "create",
    },
    {
      change: "a draft is created",
      initial: null,
      act: () => createNews(admin, publishing("draft")),
      visitor: null,
      superuser: "create",
    },
    {
      change: "a scheduled article is created",
      initial: null,
      act: () => createNews(admin, publishing("scheduled")),
      visitor: null,
      superuser: "create",
    },
    {
      change: "a draft is edited",
      initial: "draft",
      act: (r) => admin.collection("news").update(r.id, { title: "Still a draft" }),
      visitor: null,
      superuser: "update",
    },
    {
      change: "a draft is published",
      initial: "draft",
      act: (r) => admin.collection("news").update(r.id, publishing("published")),
      visitor: "update",
      superuser: "update",
    },
    {
      change: "a published article is edited",
      initial: "published",
      act: (r) => admin.collection("news").update(r.id, { title: "Edited" }),
      visitor: "update",
      superuser: "update",
    },
    {
      change: "a published article is deleted",
      initial: "published",
      act: (r) => admin.collection("news").delete(r.id),
      visitor: "delete",
      superuser: "delete",
    },
    {
      change: "a draft is deleted",
      initial: "draft",
      act: (r) => admin.collection("news").delete(r.id),
      visitor: null,
      superuser: "delete",
    },
  ];

  it.each(rows)("$change: the visitor hears $visitor, the superuser $superuser", async ({ initial, act, visitor, superuser }) => {
    const visitorClient = subscriber();
    // As the app subscribes: ids only, since a change only tells it what to refetch.
    const asVisitor = await listen<RecordEvent>(visitorClient, "news/*", { fields: "id" });
    const asSuperuser = await listen<RecordEvent>(admin, "news/*");
    const existing = initial ? await createNews(admin, publishing(initial)) : undefined;
    const from = { visitor: asVisitor.heard.length, superuser: asSuperuser.heard.length };
    const acted = await act(existing as RecordModel);
    const id = existing?.id ?? (acted as RecordModel).id;
    const about = (action: string) => (event: RecordEvent) => event.record.id === id && event.action === action;

    await asSuperuser.next(about(superuser), from.superuser, `the superuser's ${superuser}`);
    if (visitor) {
      const event = await asVisitor.next(about(visitor), from.visitor, `the visitor's ${visitor}`);
      expect(Object.keys(event.record)).toEqual(["id"]);
    } else {
      // Messages on one connection arrive in order of sending: once a later change has been heard, so would this one.
      const sentinel = await createNews(admin);
      await asVisitor.next((event) => event.record.id === sentinel.id, from.visitor, "the sentinel's create");
      expect(asVisitor.heard.slice(from.visitor).filter((event) => event.record.id === id)).toEqual([]);
    }
    await visitorClient.realtime.unsubscribe();
    await admin.realtime.unsubscribe();
  });
});

describe("the server's content topic", () => {
  it("greets a subscriber with the content version its page was drawn from, and a newer one after a change", async () => {
    const page = await (await fetch(`${site.url}/news`)).text();
    const drawnAt = /id="page-data" data-content-version="([^"]+)"/.exec(page)?.[1];
    expect(drawnAt).toBeTruthy();
    const first = subscriber();
    const greeting = await (await listen<ContentMessage>(first, CONTENT_TOPIC)).next((m) => "version" in m);
    expect(greeting).toEqual({ version: drawnAt });

    // Any change to what pages show, a draft's too: a page that reconnects after it refetches.
    await createNews(admin, publishing("draft"));
    const later = subscriber();
    const changed = await (await listen<ContentMessage>(later, CONTENT_TOPIC)).next((m) => "version" in m);
    expect(changed).not.toEqual({ version: drawnAt });
  });

  it("tells open pages at once when a published article is withdrawn, which its record subscription cannot", async () => {
    const article = await createNews(admin);
    const client = subscriber();
    const content = await listen<ContentMessage>(client, CONTENT_TOPIC);
    const from = content.heard.length;
    await admin.collection("news").update(article.id, publishing("draft"));
    expect(await content.next((m) => "collections" in m, from, "the withdrawal")).toEqual({ collections: ["news"], inMs: 0 });
  });

  it("announces scheduled records as the minute's cron finds them: ahead of their time, once, and at once when it has passed", async () => {
    const client = subscriber();
    const content = await listen<ContentMessage>(client, CONTENT_TOPIC);
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

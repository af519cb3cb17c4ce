import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CONNECT_TIMEOUT_MS,
  followTopic,
  type LiveHost,
  RECONNECT_DELAYS_MS,
  retryDelay,
  SLOW_RETRY_MS,
} from "./live-connection";

/** The part of EventSource the connection uses, driven by the test. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, lastEventId = "") {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  connect(clientId: string) {
    this.emit("PB_CONNECT", { clientId }, clientId);
  }
  drop() {
    this.onerror?.(new Event("error"));
  }
}

function host(answer = () => new Response(null, { status: 204 })) {
  const posts: { url: string; body: unknown }[] = [];
  const fake: LiveHost = {
    EventSource: FakeEventSource as unknown as LiveHost["EventSource"],
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      posts.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return answer();
    }) as unknown as typeof fetch,
    setTimeout: ((callback: () => void, ms: number) => setTimeout(callback, ms)) as typeof setTimeout,
    clearTimeout: (id) => clearTimeout(id),
  };
  return { fake, posts };
}

const handlers = () => ({ connected: vi.fn(), message: vi.fn(), lost: vi.fn() });

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.made = [];
});
afterEach(() => vi.useRealTimers());

describe("following a topic over PocketBase's realtime protocol", () => {
  it("subscribes the client the server names to the one topic, then hands on the topic's events", async () => {
    const { fake, posts } = host();
    const on = handlers();
    followTopic("http://site.test", "content_changes/*", on, fake);
    expect(FakeEventSource.made.map((source) => source.url)).toEqual(["http://site.test/api/realtime"]);
    FakeEventSource.made[0]?.connect("client-1");
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toEqual([
      { url: "http://site.test/api/realtime", body: { clientId: "client-1", subscriptions: ["content_changes/*"] } },
    ]);
    expect(on.connected).toHaveBeenCalledOnce();
    FakeEventSource.made[0]?.emit("content_changes/*", { action: "create", record: { collections: "news" } });
    expect(on.message).toHaveBeenCalledWith({ action: "create", record: { collections: "news" } });
  });

  it("reconnects a dropped connection after 200, 300, 500, 1000, 1200, 1500 and 2000 ms, then every 2000 ms (spec §9), subscribing again each time", async () => {
    const { fake, posts } = host();
    const on = handlers();
    followTopic("", "t", on, fake);
    FakeEventSource.made[0]?.connect("first");
    await vi.advanceTimersByTimeAsync(0);
    for (const delay of [200, 300, 500, 1000, 1200, 1500, 2000, 2000, 2000]) {
      const attempts = FakeEventSource.made.length;
      FakeEventSource.made.at(-1)?.drop();
      expect(FakeEventSource.made.at(-1)?.closed).toBe(true);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(FakeEventSource.made, `before ${delay} ms`).toHaveLength(attempts);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeEventSource.made, `at ${delay} ms`).toHaveLength(attempts + 1);
    }
    FakeEventSource.made.at(-1)?.connect("again");
    await vi.advanceTimersByTimeAsync(0);
    expect(posts.at(-1)?.body).toEqual({ clientId: "again", subscriptions: ["t"] });
    expect(on.connected).toHaveBeenCalledTimes(2);
    // Connected again: the ladder starts over.
    FakeEventSource.made.at(-1)?.drop();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0] ?? 0);
    expect(FakeEventSource.made).toHaveLength(11);
  });

  it("gives up a connection that has not opened after 15 s, and one that never held goes slow once the ladder has run out", async () => {
    const { fake } = host();
    const on = handlers();
    followTopic("", "t", on, fake);
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1);
    expect(on.lost).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(on.lost.mock.calls[0]?.[0])).toMatch(/took too long/);
    expect(RECONNECT_DELAYS_MS.map((_, attempt) => retryDelay(attempt, false))).toEqual(RECONNECT_DELAYS_MS);
    expect(retryDelay(RECONNECT_DELAYS_MS.length, false)).toBe(SLOW_RETRY_MS);
    expect(retryDelay(RECONNECT_DELAYS_MS.length, true)).toBe(2000);
  });

  it("treats a refused subscription as a lost connection, and hears nothing once closed", async () => {
    const { fake } = host(() => new Response("{}", { status: 403 }));
    const on = handlers();
    const connection = followTopic("", "t", on, fake);
    FakeEventSource.made[0]?.connect("c");
    await vi.advanceTimersByTimeAsync(0);
    expect(on.connected).not.toHaveBeenCalled();
    expect(String(on.lost.mock.calls[0]?.[0])).toMatch(/answered 403/);
    connection.close();
    await vi.advanceTimersByTimeAsync(SLOW_RETRY_MS);
    expect(FakeEventSource.made).toHaveLength(1);
  });
});

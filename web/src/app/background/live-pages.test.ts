// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type QueryKey, queryKeys } from "../../../../shared/pages/view";
import { DUE_MARGIN_MS, followContent, HIDDEN_CLOSE_MS, whileShown } from "./live-pages";

const KEYS: QueryKey[] = [
  queryKeys.site(),
  queryKeys.offices(),
  queryKeys.services(),
  queryKeys.projects(),
  queryKeys.project("harbour"),
  queryKeys.newsPage(1),
  queryKeys.latestNews(),
  queryKeys.article("launch"),
  queryKeys.articleNeighbours("launch"),
  queryKeys.redirectLookup("/news"),
];

function seeded(): QueryClient {
  const client = new QueryClient();
  for (const key of KEYS) client.setQueryData(key, { seeded: true });
  return client;
}

const invalidated = (client: QueryClient) =>
  KEYS.filter((queryKey) => client.getQueryState(queryKey)?.isInvalidated).map((key) => key.join("/"));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("following content", () => {
  it("refreshes the queries a collection's records feed, and only those", async () => {
    const client = seeded();
    await followContent(client, "v1").message({ collections: ["news"], inMs: 0 });
    expect(invalidated(client)).toEqual(["news/page/1", "news/latest", "news/record/launch", "news/record/launch/neighbours"]);

    const other = seeded();
    // A project's page shows its services.
    await followContent(other, "v1").message({ collections: ["services"], inMs: 0 });
    expect(invalidated(other)).toEqual(["services", "projects", "projects/record/harbour"]);
  });

  it("refreshes everything when the server's content version is not the one the page was read at", async () => {
    const same = seeded();
    await followContent(same, "v1").message({ version: "v1" });
    expect(invalidated(same)).toEqual([]);

    const missed = seeded();
    const follower = followContent(missed, "v1");
    await follower.message({ version: "v2" });
    expect(invalidated(missed)).toHaveLength(KEYS.length);
    // Learnt: the same version again (a reconnection with nothing new) refreshes nothing more.
    const again = seeded();
    const next = followContent(again, "v1");
    await next.message({ version: "v2" });
    for (const key of KEYS) again.setQueryData(key, { fresh: true });
    await next.message({ version: "v2" });
    expect(invalidated(again)).toEqual([]);
  });

  it("only learns the version when the page names none (the development server's)", async () => {
    const client = seeded();
    await followContent(client, undefined).message({ version: "v1" });
    expect(invalidated(client)).toEqual([]);
  });

  it("refreshes a scheduled record's collection at its time, not before; at once when the time has come", async () => {
    const client = seeded();
    const follower = followContent(client, "v1");
    await follower.message({ collections: ["projects"], inMs: 30_000 });
    await vi.advanceTimersByTimeAsync(30_000 + DUE_MARGIN_MS - 1);
    expect(invalidated(client)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidated(client)).toEqual(["projects", "projects/record/harbour"]);

    const now = seeded();
    await followContent(now, "v1").message({ collections: ["news"], inMs: 0 });
    expect(invalidated(now)).toEqual(["news/page/1", "news/latest", "news/record/launch", "news/record/launch/neighbours"]);
  });

  it("forgets what comes due once stopped (a page that reconnects learns it from the content version)", async () => {
    const client = seeded();
    const follower = followContent(client, "v1");
    await follower.message({ collections: ["news"], inMs: 1000 });
    follower.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(invalidated(client)).toEqual([]);
  });
});

describe("the connection while the tab is shown", () => {
  function tab() {
    let visibility: DocumentVisibilityState = "visible";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
    const calls: string[] = [];
    whileShown(document, { open: () => calls.push("open"), close: () => calls.push("close") });
    const show = (state: DocumentVisibilityState) => {
      visibility = state;
      document.dispatchEvent(new Event("visibilitychange"));
    };
    return { calls, show };
  }

  it("closes after the tab has been hidden for HIDDEN_CLOSE_MS, not for a shorter look away, and opens when shown", async () => {
    const { calls, show } = tab();
    show("hidden");
    await vi.advanceTimersByTimeAsync(HIDDEN_CLOSE_MS - 1);
    show("visible");
    await vi.advanceTimersByTimeAsync(HIDDEN_CLOSE_MS);
    expect(calls).toEqual(["open"]);
    show("hidden");
    await vi.advanceTimersByTimeAsync(HIDDEN_CLOSE_MS);
    expect(calls).toEqual(["open", "close"]);
    show("visible");
    expect(calls).toEqual(["open", "close", "open"]);
  });

  it("closes at once when the page is left", () => {
    const { calls } = tab();
    window.dispatchEvent(new Event("pagehide"));
    expect(calls).toEqual(["close"]);
  });
});

import type { QueryClient } from "@tanstack/react-query";
import type PocketBase from "pocketbase";
import { PAGE_DATA_ID, type QueryKey } from "../../../shared/page-view";
import {
  CONNECT_TOPIC,
  CONTENT_TOPIC,
  CONTENT_VERSION_ENDPOINT,
  type ContentChange,
  type ContentMessage,
  changeMessage,
  SHOWN_COLLECTIONS,
  type ShownCollection,
} from "../../../shared/realtime";
import { VIEWS } from "../../../shared/site-registry";
import { pocketbase } from "../lib/pocketbase";
import { loadedMotion } from "../motion/load-motion";

/**
 * Live pages (decisions 036 and 057): an open page follows the server's CONTENT_TOPIC through the SDK's realtime, one
 * connection per tab, and refreshes the affected queries in place (invalidated, so only what is on screen refetches;
 * no reload, no scroll). The server tells of every change visitors can see, drafts never, and of scheduled records as
 * they come due; as the page connects it asks the content version, to learn of changes it missed. Started by
 * background-work.ts once the network has been quiet.
 */

/** The spec's realtime values (§9): the delays between reconnection attempts, the last one repeated, and how long a connection may take to open. */
export const RECONNECT_DELAYS_MS = [200, 300, 500, 1000, 1200, 1500, 2000];
export const CONNECT_TIMEOUT_MS = 15_000;
/** A tab hidden this long lets its connection go; shown again, it reconnects and refetches what may have changed. */
export const HIDDEN_CLOSE_MS = 60_000;
/**
 * Once the ladder above has run out without a connection (the server refusing one, with too many pages following
 * it already), the page asks again this seldom: thousands of pages at 2 s each would be a flood of their own.
 */
export const SLOW_RETRY_MS = 30_000;
/** A scheduled record is refetched this long after its time, so the request surely reaches the server after it. */
export const DUE_MARGIN_MS = 250;

/**
 * The queries each collection's records feed, as key prefixes (invalidating a prefix reaches every key below it): the
 * roots its declaration names (shared/site-registry.ts, `refreshes`).
 */
export const QUERIES_FED_BY: Readonly<Record<ShownCollection, QueryKey[]>> = Object.fromEntries(
  SHOWN_COLLECTIONS.map((name) => [name, VIEWS[name].refreshes.map((root): QueryKey => [root])]),
) as Record<ShownCollection, QueryKey[]>;

export type RealtimeState = "closed" | "connecting" | "connected";

/**
 * The spec's reconnection ladder and connect timeout on the SDK's realtime client. They are its defaults today, kept
 * in fields its types call private; set here so that an upgrade cannot change them unseen (a unit test holds the
 * behaviour to them).
 */
export function configureRealtime(client: PocketBase): void {
  Object.assign(client.realtime, { predefinedReconnectIntervals: RECONNECT_DELAYS_MS, maxConnectTimeout: CONNECT_TIMEOUT_MS });
}

/**
 * What a change means for the query cache, apart from the connection: a record event or a message invalidates the
 * queries it concerns (the ones on screen refetch at once), a content version other than the one
 * the page's data was read at invalidates everything, and a record coming due does so at its time.
 */
export function followContent(queryClient: QueryClient, pageVersion: string | undefined) {
  let known = pageVersion;
  const waiting = new Set<ReturnType<typeof setTimeout>>();

  const refreshed = (invalidations: Promise<void>[]) =>
    Promise.all(invalidations).then(() => {
      // Content above the motion's triggers may have changed height: measure them again once React has drawn it.
      requestAnimationFrame(() => requestAnimationFrame(() => loadedMotion()?.refreshTriggers()));
    });
  const refresh = (collections: readonly string[]) =>
    refreshed(
      collections
        .flatMap((collection) => (Object.hasOwn(QUERIES_FED_BY, collection) ? QUERIES_FED_BY[collection as ShownCollection] : []))
        .map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  return {
    message: async (message: ContentMessage): Promise<void> => {
      if ("version" in message) {
        const missed = known !== undefined && known !== message.version;
        known = message.version;
        if (missed) await refreshed([queryClient.invalidateQueries()]);
      } else if (message.inMs <= 0) await refresh(message.collections);
      else {
        const timer = setTimeout(() => {
          waiting.delete(timer);
          void refresh(message.collections);
        }, message.inMs + DUE_MARGIN_MS);
        waiting.add(timer);
      }
    },
    /** Forgets records coming due: a page that reconnects learns of them through the content version. */
    stop: () => {
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
    },
  };
}

/**
 * Keeps the connection while the tab is shown: closes it once the tab has been hidden for HIDDEN_CLOSE_MS, or at
 * once when the page is left (it may go to the back-forward cache), and opens it again when the tab is shown.
 */
export function whileShown(doc: Document, { open, close }: { open: () => void; close: () => void }): void {
  let hidden: ReturnType<typeof setTimeout> | undefined;
  doc.addEventListener("visibilitychange", () => {
    clearTimeout(hidden);
    if (doc.visibilityState === "hidden") hidden = setTimeout(close, HIDDEN_CLOSE_MS);
    else open();
  });
  doc.defaultView?.addEventListener("pagehide", close);
}

/**
 * Opens the tab's one realtime connection and keeps it while the tab is shown. `<html data-realtime>` says where it
 * stands: "connecting", "connected" (the server has the subscription, and the page knows the content version), or
 * "closed".
 */
export function startRealtime(queryClient: QueryClient, doc: Document = document): void {
  const follower = followContent(queryClient, doc.getElementById(PAGE_DATA_ID)?.dataset.contentVersion);
  let state: RealtimeState = "closed";
  // Each open counts one up, and so does each close: a late answer to an earlier open changes nothing.
  let generation = 0;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const mark = (next: RealtimeState) => {
    state = next;
    doc.documentElement.dataset.realtime = next;
  };

  const open = async () => {
    if (state !== "closed") return;
    clearTimeout(retry);
    mark("connecting");
    const current = ++generation;
    let client: PocketBase | undefined;
    try {
      const sdk = await pocketbase();
      client = sdk;
      configureRealtime(sdk);
      // The SDK reconnects by itself (on the ladder above) after a dropped connection; the version asked marks it back.
      sdk.realtime.onDisconnect = (active) => {
        if (active.length > 0 && current === generation) mark("connecting");
      };
      // The content version, asked once the subscription is in place (at each connection, the SDK's reconnections
      // included): a change after the answer is heard on the topic, one before it shows as another version.
      const greet = async () => {
        const { version } = await sdk.send<{ version: string }>(CONTENT_VERSION_ENDPOINT, { requestKey: null });
        if (current !== generation) return;
        mark("connected");
        await follower.message({ version });
      };
      await Promise.all([
        sdk.realtime.subscribe(CONTENT_TOPIC, (event: { record?: Partial<ContentChange> }) => {
          const message = changeMessage(event?.record ?? {});
          if (message && current === generation) void follower.message(message);
        }),
        sdk.realtime.subscribe(CONNECT_TOPIC, () => {
          greet().catch((error: unknown) => console.warn("Live updates could not ask the content version", error));
        }),
      ]);
      attempt = 0;
    } catch (error) {
      if (current !== generation) return;
      // The SDK retries only a connection that once held; a first one that fails is tried again on the same ladder.
      void client?.realtime.unsubscribe();
      mark("closed");
      // Said once per run of failures: a visitor offline for an hour would otherwise log every two seconds.
      if (attempt === 0) console.warn("Live updates could not connect; trying again while the page is shown", error);
      retry = setTimeout(open, RECONNECT_DELAYS_MS[attempt++] ?? SLOW_RETRY_MS);
    }
  };

  const close = () => {
    clearTimeout(retry);
    if (state === "closed") return;
    generation++;
    follower.stop();
    mark("closed");
    // With no subscription left, the SDK closes its connection.
    void pocketbase().then((client) => client.realtime.unsubscribe());
  };

  whileShown(doc, { open: () => void open(), close });
  void open();
}

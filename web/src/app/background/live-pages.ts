import type { QueryClient } from "@tanstack/react-query";
import { PAGE_DATA_ID, type QueryKey } from "../../../../shared/pages/view";
import {
  CONTENT_TOPIC,
  CONTENT_VERSION_ENDPOINT,
  type ContentChange,
  type ContentMessage,
  changeMessage,
  SHOWN_COLLECTIONS,
  type ShownCollection,
} from "../../../../shared/serving/live-pages";
import { VIEWS } from "../../../../shared/site-registry";
import { followTopic, type LiveConnection } from "../../lib/live-connection";
import { loadedMotion } from "../../motion/load-motion";

/**
 * Live pages (decisions 073, 082 and 071): an open page follows the server's CONTENT_TOPIC over PocketBase's realtime
 * protocol (lib/live-connection.ts, without the SDK), one connection per tab, and refreshes the affected queries in place (invalidated, so only what is on screen refetches;
 * no reload, no scroll). The server tells of every change visitors can see, drafts never, and of scheduled records as
 * they come due; as the page connects it asks the content version, to learn of changes it missed. Started by
 * background-work.ts once the network has been quiet.
 */

/** A tab hidden this long lets its connection go; shown again, it reconnects and refetches what may have changed. */
export const HIDDEN_CLOSE_MS = 60_000;
/** A scheduled record is refetched this long after its time, so the request surely reaches the server after it. */
export const DUE_MARGIN_MS = 250;

/**
 * The queries each collection's records feed, as key prefixes (invalidating a prefix reaches every key below it): the
 * roots its declaration names (shared/site-registry.ts, `refreshes`).
 */
const QUERIES_FED_BY: Readonly<Record<ShownCollection, QueryKey[]>> = Object.fromEntries(
  SHOWN_COLLECTIONS.map((name) => [name, VIEWS[name].refreshes.map((root): QueryKey => [root])]),
) as Record<ShownCollection, QueryKey[]>;

type RealtimeState = "closed" | "connecting" | "connected";

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
  let connection: LiveConnection | undefined;
  // Each open counts one up, and so does each close: a late answer to an earlier open changes nothing.
  let generation = 0;
  const mark = (next: RealtimeState) => {
    doc.documentElement.dataset.realtime = next;
  };
  const origin = doc.defaultView?.location.origin ?? "";

  const open = () => {
    if (connection) return;
    mark("connecting");
    const current = ++generation;
    // The content version, asked once the subscription is in place (at each connection, reconnections included): a
    // change after the answer is heard on the topic, one before it shows as another version.
    const greet = async () => {
      const answer = await fetch(`${origin}${CONTENT_VERSION_ENDPOINT}`);
      if (!answer.ok) throw new Error(`${CONTENT_VERSION_ENDPOINT} answered ${answer.status}`);
      const { version } = (await answer.json()) as { version: string };
      if (current !== generation) return;
      mark("connected");
      await follower.message({ version });
    };
    connection = followTopic(origin, CONTENT_TOPIC, {
      connected: () => {
        greet().catch((error: unknown) => console.warn("Live updates: no content version", error));
      },
      message: (data) => {
        const message = changeMessage((data as { record?: Partial<ContentChange> } | null)?.record ?? {});
        if (message && current === generation) void follower.message(message);
      },
      lost: (error, attempt) => {
        if (current !== generation) return;
        mark("connecting");
        // Said once per run of failures: a visitor offline for an hour would otherwise log every two seconds.
        if (attempt === 0) console.warn("Live updates lost their connection; retrying", error);
      },
    });
  };

  const close = () => {
    generation++;
    follower.stop();
    connection?.close();
    connection = undefined;
    mark("closed");
  };

  whileShown(doc, { open, close });
  open();
}

/**
 * PocketBase's realtime protocol for one topic, with nothing of the SDK (decision 071): the SDK is 9.6 KB a phone
 * fetched after every full load for this alone. The protocol: an EventSource on /api/realtime; the server's first
 * event, PB_CONNECT, names the client; a POST of `{clientId, subscriptions}` to /api/realtime subscribes it; each
 * record event then arrives as an event named after the topic, its data the JSON `{action, record}`.
 *
 * A connection that drops, or fails to open, is opened again after the spec's delays (§9: 200 ms … 2 s); a first
 * connection that has never held goes to SLOW_RETRY_MS once they have run out, as does one the server keeps refusing
 * (too many pages following it), and one that has held repeats the last delay, as the SDK did.
 */

/** The spec's realtime values (§9): the delays between reconnection attempts, the last one repeated, and how long a connection may take to open. */
export const RECONNECT_DELAYS_MS = [200, 300, 500, 1000, 1200, 1500, 2000];
export const CONNECT_TIMEOUT_MS = 15_000;
/**
 * Once the ladder above has run out without a connection ever holding (the server refusing one, with too many pages
 * following it already), the page asks again this seldom: thousands of pages at 2 s each would be a flood of their own.
 */
export const SLOW_RETRY_MS = 30_000;

const REALTIME_PATH = "/api/realtime";
const CONNECT_EVENT = "PB_CONNECT";

export interface LiveHandlers {
  /** Each time the subscription is in place: the first connection and every reconnection. */
  connected: () => void;
  /** A record event on the topic: its parsed data. */
  message: (data: unknown) => void;
  /** The connection dropped or could not open; another attempt is scheduled. `error` says why, for a log. */
  lost: (error: unknown, attempt: number) => void;
}

export interface LiveConnection {
  close: () => void;
}

/** What the connection needs of the browser (tests pass fakes). */
export interface LiveHost {
  EventSource: new (url: string) => EventSource;
  fetch: typeof fetch;
  setTimeout: typeof setTimeout;
  clearTimeout: typeof clearTimeout;
}

/** The delay before attempt `attempt` (0-based) of a run of failures. */
export function retryDelay(attempt: number, everHeld: boolean): number {
  return RECONNECT_DELAYS_MS[attempt] ?? (everHeld ? 2000 : SLOW_RETRY_MS);
}

/** Follows `topic` at `origin` until closed. */
export function followTopic(
  origin: string,
  topic: string,
  on: LiveHandlers,
  // The browser's own, called as its methods.
  host: LiveHost = globalThis as unknown as LiveHost,
): LiveConnection {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let everHeld = false;
  let closed = false;
  // Each open counts one up: an answer to an earlier one changes nothing.
  let generation = 0;

  const fail = (current: number, error: unknown) => {
    if (closed || current !== generation) return;
    generation++;
    source?.close();
    source = undefined;
    host.clearTimeout(timer);
    on.lost(error, attempt);
    timer = host.setTimeout(open, retryDelay(attempt++, everHeld));
  };

  const subscribe = async (current: number, event: MessageEvent) => {
    const clientId = event.lastEventId || (JSON.parse(String(event.data)) as { clientId?: string }).clientId;
    if (!clientId) throw new Error("Realtime: no client id");
    const answer = await host.fetch(`${origin}${REALTIME_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ clientId, subscriptions: [topic] }),
    });
    if (!answer.ok) throw new Error(`Realtime: the subscription answered ${answer.status}`);
    if (closed || current !== generation) return;
    host.clearTimeout(timer);
    attempt = 0;
    everHeld = true;
    on.connected();
  };

  function open(): void {
    if (closed) return;
    const current = ++generation;
    try {
      source = new host.EventSource(`${origin}${REALTIME_PATH}`);
    } catch (error) {
      fail(current, error);
      return;
    }
    timer = host.setTimeout(() => fail(current, new Error("Realtime: took too long to open")), CONNECT_TIMEOUT_MS);
    source.addEventListener(CONNECT_EVENT, (event) => {
      subscribe(current, event as MessageEvent).catch((error: unknown) => fail(current, error));
    });
    source.addEventListener(topic, (event) => {
      if (current !== generation) return;
      try {
        on.message(JSON.parse(String((event as MessageEvent).data)));
      } catch {
        // Not JSON: nothing a page can use.
      }
    });
    // EventSource would reconnect by itself, at its own pace and without subscribing again: ours does both.
    source.onerror = (error) => fail(current, error);
  }

  open();
  return {
    close: () => {
      closed = true;
      generation++;
      host.clearTimeout(timer);
      source?.close();
      source = undefined;
    },
  };
}

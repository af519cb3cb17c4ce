import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { type Payload, payloadAddress } from "../../../../shared/pages/payload";
import { FRESH_MS } from "./preload-queue";

/**
 * A linked page's data, preloaded as its payload (shared/pages/payload.ts; seed spec §7): one request the server
 * answers from the page it keeps, seeded into the query cache by the app's own query keys. The page's loaders then find
 * their data at hand: no SDK to fetch for it, no read of the records API. An entry the cache holds already is left as
 * it is (live updates keep it). A page with nothing to preload (204) leaves the loaders to load it as usual.
 */

export type Fetcher = (input: string, init: RequestInit) => Promise<Pick<Response, "status" | "ok" | "json" | "statusText">>;

export function createPayloads(queryClient: QueryClient, fetcher: Fetcher = (input, init) => fetch(input, init)) {
  /** Each address's payload asked for within FRESH_MS: a hover after the link came into view asks again for nothing. */
  const asked = new Map<string, { at: number; done: Promise<void> }>();

  const load = async (href: string) => {
    // Revalidated by its ETag (the page's build and content version): a 304 when the page has not changed.
    const response = await fetcher(payloadAddress(href), { cache: "no-cache", credentials: "same-origin" });
    if (response.status === 204) return;
    if (!response.ok) throw new Error(`The payload of ${href} answered ${response.status} ${response.statusText}`);
    const payload = (await response.json()) as Payload;
    for (const [key, value] of payload.queries ?? [])
      if (queryClient.getQueryData(key as QueryKey) === undefined) queryClient.setQueryData(key as QueryKey, value);
  };

  return (href: string, now = performance.now()): Promise<void> => {
    const known = asked.get(href);
    if (known && now - known.at < FRESH_MS) return known.done;
    const done = load(href);
    asked.set(href, { at: now, done });
    done.catch(() => asked.delete(href));
    return done;
  };
}

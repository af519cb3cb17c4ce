import PocketBase, { BaseAuthStore, ClientResponseError, type RecordFullListOptions, type RecordListOptions } from "pocketbase";
import { liftImageSizes, withImageSizes } from "../../../shared/images/sizes-read";

/**
 * The SDK's client and the reads the app makes through it, loaded with the first request that needs them (web/src/lib/
 * pocketbase.ts): a full page load renders from its inline data, so neither the SDK nor the reading of images' sizes
 * is in the app's first script.
 *
 * The app is served by PocketBase itself, so the API lives at the page's own origin; in the Vite dev server a proxy
 * forwards /api. Auto-cancellation is off: the router preloads routes while the current one still reads, and the SDK
 * would otherwise cancel identical pending requests. It keeps no session (a memory store, never localStorage):
 * visitors never sign in, and an editor signed in on /stats (features/stats/stats-client.ts) must read the public
 * pages as a visitor does, drafts hidden.
 */
export const client = new PocketBase(
  typeof window === "undefined" ? "http://127.0.0.1:8090" : window.location.origin,
  new BaseAuthStore(),
);
client.autoCancellation(false);

export { ClientResponseError };

/**
 * A collection's reads, each bringing its records' images' sizes along where the records read them
 * (shared/images/sizes-read.ts): here, in the browser as where the server draws a page.
 */
export const reads = (name: string) => ({
  getList: async <T>(page?: number, perPage?: number, options?: RecordListOptions) =>
    liftImageSizes(name, options, await client.collection(name).getList<T>(page, perPage, withImageSizes(name, options))),
  getFullList: async <T>(options?: RecordFullListOptions) =>
    liftImageSizes(name, options, await client.collection(name).getFullList<T>(withImageSizes(name, options))),
  getFirstListItem: async <T>(filter: string, options?: RecordListOptions) =>
    liftImageSizes(name, options, await client.collection(name).getFirstListItem<T>(filter, withImageSizes(name, options))),
});

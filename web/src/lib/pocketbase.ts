import type PocketBase from "pocketbase";
import type {
  ClientResponseError,
  ListResult,
  RecordFullListOptions,
  RecordListOptions,
  RecordOptions,
  SendOptions,
} from "pocketbase";
import { liftImageSizes, withImageSizes } from "../../../shared/images/sizes-read";
import { pbFilter } from "./pb-filter";

type Sdk = typeof import("pocketbase");

let sdk: Sdk | undefined;
let client: Promise<PocketBase> | undefined;

/**
 * The one SDK client, loaded with the first request that needs it (decision 073): a full page load
 * renders from the page's inline data and asks the API nothing, so the SDK stays off that path.
 * The app is served by PocketBase itself, so the API lives at the page's own origin; in the Vite dev
 * server a proxy forwards /api.
 *
 * Auto-cancellation is off: the router preloads routes while the current one still reads, and the
 * SDK would otherwise cancel identical pending requests.
 *
 * It keeps no session (a memory store, never localStorage): visitors never sign in, and an editor signed in on
 * /stats (features/stats/stats-client.ts) must read the public pages as a visitor does, drafts hidden.
 */
export function pocketbase(): Promise<PocketBase> {
  client ??= import("pocketbase").then(
    (module) => {
      sdk = module;
      const instance = new module.default(
        typeof window === "undefined" ? "http://127.0.0.1:8090" : window.location.origin,
        new module.BaseAuthStore(),
      );
      instance.autoCancellation(false);
      return instance;
    },
    (error: unknown) => {
      // A failed load (a dropped connection, a new deploy) is tried again by the next request.
      client = undefined;
      throw error;
    },
  );
  return client;
}

/**
 * The SDK calls the app makes, with the SDK's own signatures, each loading the SDK first. `filter`
 * needs no SDK (pb-filter.ts writes what the SDK's would). Every read brings its records' images' sizes along, where
 * the records read them (shared/images/sizes-read.ts): here, in the browser as where the server draws a page.
 */
export const pb = {
  collection: (name: string) => ({
    getList: async <T>(page?: number, perPage?: number, options?: RecordListOptions): Promise<ListResult<T>> =>
      liftImageSizes(
        name,
        options,
        await (await pocketbase()).collection(name).getList<T>(page, perPage, withImageSizes(name, options)),
      ),
    getFullList: async <T>(options?: RecordFullListOptions): Promise<T[]> =>
      liftImageSizes(name, options, await (await pocketbase()).collection(name).getFullList<T>(withImageSizes(name, options))),
    getFirstListItem: async <T>(filter: string, options?: RecordListOptions): Promise<T> =>
      liftImageSizes(
        name,
        options,
        await (await pocketbase()).collection(name).getFirstListItem<T>(filter, withImageSizes(name, options)),
      ),
    create: async <T>(body: Record<string, unknown> | FormData, options?: RecordOptions): Promise<T> =>
      (await pocketbase()).collection(name).create<T>(body, options),
  }),
  send: async <T = unknown>(path: string, options: SendOptions): Promise<T> => (await pocketbase()).send<T>(path, options),
  filter: pbFilter,
};

/**
 * Whether an error is the SDK's answer to a failed request. Only a loaded SDK makes one, so before
 * it has loaded nothing is.
 */
export const isResponseError = (error: unknown): error is ClientResponseError =>
  sdk !== undefined && error instanceof sdk.ClientResponseError;

import type PocketBase from "pocketbase";
import type {
  ClientResponseError,
  ListResult,
  RecordFullListOptions,
  RecordListOptions,
  RecordOptions,
  SendOptions,
} from "pocketbase";
import { pbFilter } from "./pb-filter";

type Sdk = typeof import("./sdk-client");

let sdk: Sdk | undefined;
let loading: Promise<Sdk> | undefined;

/**
 * The SDK, its one client and the reads made through it (sdk-client.ts), loaded with the first request that needs
 * them (decision 073): a full page load renders from the page's inline data and asks the API nothing, so none of it is
 * on that path.
 */
function loadSdk(): Promise<Sdk> {
  loading ??= import("./sdk-client").then(
    ({ client, reads, ClientResponseError }) => {
      sdk = { client, reads, ClientResponseError };
      return sdk;
    },
    (error: unknown) => {
      // A failed load (a dropped connection, a new deploy) is tried again by the next request.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The one SDK client. */
export const pocketbase = async (): Promise<PocketBase> => (await loadSdk()).client;

/**
 * The SDK calls the app makes, with the SDK's own signatures, each loading the SDK first. `filter` needs no SDK
 * (pb-filter.ts writes what the SDK's would). Every read brings its records' images' sizes along (sdk-client.ts).
 */
export const pb = {
  collection: (name: string) => ({
    getList: async <T>(page?: number, perPage?: number, options?: RecordListOptions): Promise<ListResult<T>> =>
      (await loadSdk()).reads(name).getList<T>(page, perPage, options),
    getFullList: async <T>(options?: RecordFullListOptions): Promise<T[]> =>
      (await loadSdk()).reads(name).getFullList<T>(options),
    getFirstListItem: async <T>(filter: string, options?: RecordListOptions): Promise<T> =>
      (await loadSdk()).reads(name).getFirstListItem<T>(filter, options),
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

import type PocketBase from "pocketbase";
import type { RecordFullListOptions, RecordListOptions, RecordModel, RecordOptions } from "pocketbase";
import { liftImageSizes, withImageSizes } from "../../shared/images/sizes-read";

/**
 * A collection read as the app reads it (web/src/lib/pocketbase.ts): each read brings its records' images' sizes
 * along, at `image_sizes` (shared/images/sizes-read.ts). What a test compares with a page's inline data, or reads the
 * sizes from, goes through this; anything else reads the API as it answers.
 */
export function appCollection(client: PocketBase, name: string) {
  const collection = client.collection(name);
  return {
    getList: async <T = RecordModel>(page?: number, perPage?: number, options?: RecordListOptions) =>
      liftImageSizes(name, options, await collection.getList<T>(page, perPage, withImageSizes(name, options))),
    getFullList: async <T = RecordModel>(options?: RecordFullListOptions) =>
      liftImageSizes(name, options, await collection.getFullList<T>(withImageSizes(name, options))),
    getFirstListItem: async <T = RecordModel>(filter: string, options?: RecordListOptions) =>
      liftImageSizes(name, options, await collection.getFirstListItem<T>(filter, withImageSizes(name, options))),
    getOne: async <T = RecordModel>(id: string, options?: RecordOptions) =>
      liftImageSizes(name, options, await collection.getOne<T>(id, withImageSizes(name, options))),
  };
}

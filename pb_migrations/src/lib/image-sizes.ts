// Reads a record's images' sizes from their bytes: the images hook runs it on every save, and the migration that
// added the sizes ran it over the records already there.
import { IMAGE_HEADER_BYTES, type ImageSizes, imageSize } from "../../../shared/images/dimensions";

/** What goja gives for a file field's value: names of stored files, and files about to be uploaded. */
type FileValue = string | { name: string; reader: { open(): { close(): void } } };

const headerOf = (reader: { close(): void }): ArrayLike<number> => {
  try {
    return toBytes(reader, IMAGE_HEADER_BYTES) as unknown as ArrayLike<number>;
  } finally {
    reader.close();
  }
};

/** Sizes as stored in a json column ("" or "null" when none). */
export const parsedSizes = (raw: string): ImageSizes | null => (raw ? (JSON.parse(raw) as ImageSizes | null) : null);

/**
 * Each of the record's images' size, by file name: sizes already known are kept, a file about to be uploaded is read
 * from its upload, a stored one from storage (so a record saved before the sizes were kept gets them on its next save).
 * A file we cannot read a size from (not a JPEG, PNG or WebP) gets no entry: pages then use the thumbnails alone.
 */
export function imageSizesOf(
  app: CoreApp,
  record: core.Record,
  fields: readonly string[],
  known: ImageSizes | null = parsedSizes(record.getString("image_sizes")),
): ImageSizes {
  const sizes: ImageSizes = {};
  let storage: filesystem.System | undefined;
  try {
    for (const field of fields) {
      const value = record.get(field) as FileValue | FileValue[] | null;
      for (const file of Array.isArray(value) ? value : value ? [value] : []) {
        const name = typeof file === "string" ? file : file.name;
        const knownSize = known?.[name];
        if (knownSize) {
          sizes[name] = knownSize;
          continue;
        }
        let header: ArrayLike<number>;
        if (typeof file === "string") {
          storage ??= app.newFilesystem();
          header = headerOf(storage.getReader(`${record.baseFilesPath()}/${name}`));
        } else {
          header = headerOf(file.reader.open());
        }
        const size = imageSize(header instanceof ArrayBuffer ? new Uint8Array(header) : header);
        if (size) sizes[name] = size;
      }
    }
  } finally {
    storage?.close();
  }
  return sizes;
}

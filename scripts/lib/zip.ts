import { inflateRawSync } from "node:zlib";

/**
 * Reads files out of a ZIP archive held in memory (a release archive, a PocketBase backup). Node has no unzip, so
 * reading the central directory ourselves spares users from installing one.
 */
function* zipEntries(archive: Buffer): Generator<{ name: string; data: () => Buffer }> {
  const eocd = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error("not a ZIP archive (no end-of-central-directory record)");
  const entries = archive.readUInt16LE(eocd + 10);
  let offset = archive.readUInt32LE(eocd + 16);

  for (let i = 0; i < entries; i++) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error("corrupt ZIP central directory");
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localHeader = archive.readUInt32LE(offset + 42);
    const name = archive.toString("utf8", offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    const data = () => {
      const start = localHeader + 30 + archive.readUInt16LE(localHeader + 26) + archive.readUInt16LE(localHeader + 28);
      const bytes = archive.subarray(start, start + compressedSize);
      if (method === 0) return Buffer.from(bytes);
      if (method === 8) return inflateRawSync(bytes);
      throw new Error(`unsupported ZIP compression method ${method} for ${name}`);
    };
    yield { name, data };
  }
}

/** One file of the archive, by its name. */
export function extractZipEntry(archive: Buffer, name: string): Buffer {
  for (const entry of zipEntries(archive)) if (entry.name === name) return entry.data();
  throw new Error(`${name} is not in the archive`);
}

/** Every file of the archive (directories left out), by its path inside it. */
export function extractZipFiles(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of zipEntries(archive)) if (!entry.name.endsWith("/")) files.set(entry.name, entry.data());
  return files;
}

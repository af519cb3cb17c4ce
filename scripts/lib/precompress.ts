import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { compressibleType, type Encoding, TWIN_EXTENSIONS } from "../../pb_hooks/src/lib/serving/encodings";

/** Below this, headers outweigh what compression saves (a 601-byte script is 296 as brotli). */
const MIN_COMPRESS_BYTES = 512;

/** Text formats only: images and fonts are compressed already (woff2 is brotli inside). */
export function shouldPrecompress(file: string, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && compressibleType(file) !== undefined;
}

/** A twin is only worth serving when it is smaller than what it stands in for. */
export function keepTwin(originalSize: number, twinSize: number): boolean {
  return twinSize < originalSize;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const encoders: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes: Buffer) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (bytes: Buffer) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes a `.br` and a `.gz` twin next to every compressible file in dir, once, at build
 * time: the server sends a twin as it is and never compresses per request. Returns the twins written.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!shouldPrecompress(file, (await stat(file)).size)) continue;
    const bytes = await readFile(file);
    for (const [encoding, extension] of Object.entries(TWIN_EXTENSIONS) as [Encoding, string][]) {
      const twin = await encoders[encoding](bytes);
      if (!keepTwin(bytes.length, twin.length)) continue;
      await writeFile(`${file}${extension}`, twin);
      written.push(`${file}${extension}`);
    }
  }
  return written;
}

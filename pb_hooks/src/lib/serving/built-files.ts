/**
 * Sends built files from pb_public as their precompressed twins when the request
 * allows it. Nothing is compressed per request: that costs 23–29 ms of CPU for the
 * main script, where sending a twin costs a file read.
 */
import { type Encoding, preferredEncoding, TWIN_EXTENSIONS } from "./encodings";

const BUILD_ID_FILE = "builds/latest.json";

export function acceptedEncoding(e: core.RequestEvent): Encoding | null {
  return preferredEncoding(e.request?.header.get("Accept-Encoding"));
}

/**
 * Sends file's twin for encoding, with the original's type; false when the build made
 * no twin (small files, or ones that did not shrink) or the original is gone, so the
 * caller sends the original or its 404.
 * Go's file server answers Range, HEAD and If-Modified-Since for the twin's bytes.
 */
export function sendTwin(
  e: core.RequestEvent,
  publicDir: string,
  file: string,
  contentType: string,
  encoding: Encoding,
): boolean {
  // A twin stands for its original: where a deploy removed the original, the file is gone.
  try {
    $os.stat($filepath.join(publicDir, file));
  } catch {
    return false;
  }
  const headers = e.response.header();
  headers.set("Content-Type", contentType);
  headers.set("Content-Encoding", encoding);
  try {
    e.fileFS($os.dirFS(publicDir), `${file}${TWIN_EXTENSIONS[encoding]}`);
    return true;
  } catch {
    headers.del("Content-Encoding");
    headers.del("Content-Type");
    return false;
  }
}

/** The build's id as last read, per VM: read again at most every BUILD_ID_TTL_MS, not on every page. */
let lastRead: { dir: string; id: string; at: number } | undefined;
const BUILD_ID_TTL_MS = 2000;

/** The build's id, at most a couple of seconds old (a deploy that swaps pb_public shows within that). */
export function currentBuildId(publicDir: string): string {
  const now = Date.now();
  if (lastRead?.dir !== publicDir || now - lastRead.at > BUILD_ID_TTL_MS)
    lastRead = { dir: publicDir, id: buildIdIn(publicDir), at: now };
  return lastRead.id;
}

/** The build's id; a pb_public not made by our build has none, and its pages still load. */
export function buildIdIn(publicDir: string): string {
  try {
    return (JSON.parse(toString($os.readFile($filepath.join(publicDir, BUILD_ID_FILE)))) as { id: string }).id;
  } catch {
    return "unbuilt";
  }
}

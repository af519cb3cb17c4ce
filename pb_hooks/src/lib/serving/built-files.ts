import { setPocketBaseHeaders } from "../security/headers";
import { compressibleType, type Encoding, encodingsOf, preferredEncoding, TWIN_EXTENSIONS } from "./encodings";
import type { RequestFacts } from "./request-facts";
import { HASHED_ASSET_CACHE } from "./static-files";

/**
 * The built web app's files in pb_public, sent as their precompressed twins when the request allows it. Nothing is
 * compressed per request: that costs 23–29 ms of CPU for the main script, where sending a twin costs a file read.
 * A hashed file under /assets/ is answered in the one middleware (every-request.ts) from a listing made once per
 * build; any other file by the static route (serving/static-route.ts).
 */

const BUILD_ID_FILE = "builds/latest.json";
const ASSETS = "/assets/";

let publicDir: string | undefined;
/** Where the built app lives (PB_PUBLIC_DIR, or pb_public beside pb_hooks), read once per VM. */
export const publicDirOf = () => (publicDir ??= $os.getenv("PB_PUBLIC_DIR") || $filepath.join(__hooks, "..", "pb_public"));

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
function buildIdIn(publicDir: string): string {
  try {
    return (JSON.parse(toString($os.readFile($filepath.join(publicDir, BUILD_ID_FILE)))) as { id: string }).id;
  } catch {
    return "unbuilt";
  }
}

/** A built file: the type its twins are sent as (none for a file never compressed), and the twins the build made. */
interface BuiltFile {
  type: string | undefined;
  twins: Encoding[];
}

let listing: { build: string; files: Map<string, BuiltFile>; fs: unknown } | undefined;

/** The files under pb_public/assets/ by name, listed once per build. */
function builtFiles(dir: string): NonNullable<typeof listing> {
  const build = currentBuildId(dir);
  if (listing?.build === build) return listing;
  const names = new Set<string>();
  try {
    for (const entry of $os.readDir($filepath.join(dir, "assets"))) if (!entry.isDir()) names.add(entry.name());
  } catch {
    // No build yet: every request takes the general path.
  }
  const files = new Map<string, BuiltFile>();
  for (const name of names) {
    if (name.endsWith(TWIN_EXTENSIONS.br) || name.endsWith(TWIN_EXTENSIONS.gzip)) continue;
    const type = compressibleType(name);
    const twins = (Object.keys(TWIN_EXTENSIONS) as Encoding[]).filter((e) => type && names.has(`${name}${TWIN_EXTENSIONS[e]}`));
    files.set(name, { type, twins });
  }
  listing = { build, files, fs: $os.dirFS(dir) };
  return listing;
}

/**
 * A hashed file the build made, as its precompressed twin when the client takes one: a year's caching, the twin with
 * its original's type. False (nothing sent) for a file the build did not make, which the static route answers.
 */
export function answerBuiltFile(e: core.RequestEvent, { path, headers, set, header }: RequestFacts): boolean {
  if (!path.startsWith(ASSETS)) return false;
  const name = path.slice(ASSETS.length);
  const built = builtFiles(publicDirOf());
  const file = built.files.get(name);
  if (!file) return false;
  setPocketBaseHeaders(set);
  set("Cache-Control", HASHED_ASSET_CACHE);
  let served = `assets/${name}`;
  if (file.type) {
    headers.add("Vary", "Accept-Encoding");
    const encoding = encodingsOf(header("Accept-Encoding")).preferred;
    if (encoding && file.twins.includes(encoding)) {
      set("Content-Type", file.type);
      set("Content-Encoding", encoding);
      served += TWIN_EXTENSIONS[encoding];
    }
  }
  try {
    // Go's file server answers Range, HEAD and If-Modified-Since.
    e.fileFS(built.fs as Parameters<core.RequestEvent["fileFS"]>[0], served);
    return true;
  } catch {
    // Gone since the listing (a deploy): the static route answers.
    headers.del("Content-Encoding");
    headers.del("Content-Type");
    return false;
  }
}

/**
 * Sends built files from pb_public as their precompressed twins when the request
 * allows it. Nothing is compressed per request: that costs 23–29 ms of CPU for the
 * main script, where sending a twin costs a file read.
 */
import { contentVersion } from "./content-version";
import { type Encoding, preferredEncoding, TWIN_EXTENSIONS } from "./encodings";

const HTML = "text/html; charset=utf-8";
const PAGE = "index.html";
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

/** The build's id; a pb_public not made by our build has none, and its pages still load. */
function buildIdIn(publicDir: string): string {
  try {
    return (JSON.parse(toString($os.readFile($filepath.join(publicDir, BUILD_ID_FILE)))) as { id: string }).id;
  } catch {
    return "unbuilt";
  }
}

/**
 * The page's validator: it changes with the build and with any content change, and
 * differs per encoding, as each encoding is its own representation.
 */
export function pageETag(app: core.App, publicDir: string, encoding: Encoding | null): string {
  return `"${buildIdIn(publicDir)}-${contentVersion(app)}-${encoding ?? "identity"}"`;
}

/** Sends the app's page for a page path, as a 200 that answers If-None-Match with 304. */
export function sendPage(e: core.RequestEvent, publicDir: string): void {
  const encoding = acceptedEncoding(e);
  e.response.header().add("Vary", "Accept-Encoding");
  e.response.header().set("ETag", pageETag(e.app, publicDir, encoding));
  // The file's date knows nothing of content changes: only the ETag may validate a page.
  e.request?.header.del("If-Modified-Since");
  if (encoding && sendTwin(e, publicDir, PAGE, HTML, encoding)) return;
  e.response.header().set("Content-Type", HTML);
  e.fileFS($os.dirFS(publicDir), PAGE);
}

/** Sends the app's page with a status that is not 200 (404, 410): the app shows its not-found view. */
export function sendPageWithStatus(e: core.RequestEvent, publicDir: string, status: number): void {
  const encoding = acceptedEncoding(e);
  e.response.header().add("Vary", "Accept-Encoding");
  if (encoding) {
    try {
      const bytes = $os.readFile($filepath.join(publicDir, `${PAGE}${TWIN_EXTENSIONS[encoding]}`));
      e.response.header().set("Content-Encoding", encoding);
      e.blob(status, HTML, bytes);
      return;
    } catch {
      // no twin: send the page as it is
    }
  }
  e.html(status, toString($os.readFile($filepath.join(publicDir, PAGE))));
}

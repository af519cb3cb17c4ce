import { gzipSync, strToU8 } from "fflate";
import { OWNER_ONLY_FILE } from "../serving/disk";
import { logLine } from "../serving/log-lines";
import { TOOL_FAILURE_LOGGED } from "./gzip-tool";

/**
 * A kept page's document gzipped once, when a second visitor asks for it, and sent as those bytes from then on
 * (decision 071). PocketBase gives hooks no compressor of Go's, and in its JS engine fflate took 170–260 ms of CPU for
 * the scale fixture's /work and /news (60 and 37 KB), all of it on that visitor's clock: their answer waited for it,
 * at 200–300 ms against 40–60 ms for the cold render before them. The system's gzip(1), given the page as a private
 * temporary file, takes 5–10 ms there. fflate stays the fallback: no gzip on the PATH (a slim image), no room for
 * the file, a failed or hung run; each engine stops asking the tool after its first failure, and the process logs the
 * first. A run holds its engine: at most HOOKS_POOL (15) at once, one per kept page and content version (its flight
 * there). A page over 256 KB (a long article) is gzipped by the tool alone (gzipWithTool): fflate would take seconds.
 * `document` is the page's bytes as the cache keeps them (Go bytes); the answer is bytes e.blob and the cache take.
 */
export function gzipPage(app: CoreApp, document: unknown): unknown {
  return gzipWithTool(app, document) ?? gzipSync(strToU8(toString(document)), { level: 6, mtime: 0 });
}

/** A page gzipped by gzip(1), or undefined when the tool is not to be had (answer.ts: Go then gzips it per answer). */
export const gzipWithTool = (app: CoreApp, document: unknown): unknown => withTool(app, document, ["-6", "-n"]);

/**
 * Kept gzipped bytes as they were, for a client that takes no gzip (crawl-answers.ts keeps its files gzipped only):
 * gzip(1) again, or undefined when it is not to be had, and the caller makes the file anew.
 */
export const gunzipKept = (app: CoreApp, gzipped: unknown): unknown => withTool(app, gzipped, ["-d"]);

/**
 * How long gzip(1) may take (timeout(1) stops it): a page of 256 KB takes it milliseconds, and a hung run would hold its
 * engine and its visitor's answer without end. A run stopped so counts as the tool's failure.
 */
const GZIP_TIMEOUT_S = 5;

/** Whether this engine's gzip(1) failed once: it is not asked again. */
let toolFailed = false;

function withTool(app: CoreApp, document: unknown, how: readonly string[]): unknown {
  if (toolFailed) return undefined;
  const file = $filepath.join($os.tempDir(), `page-gzip-${$security.randomString(16)}`);
  try {
    $os.writeFile(file, document as string, OWNER_ONLY_FILE);
  } catch {
    // No room for the file (a full disk): fflate this time, the tool again at the next page.
    return undefined;
  }
  try {
    // -n (gzipPage's): no name or time in the header, so that the same page gzips to the same bytes.
    return $os.cmd("timeout", String(GZIP_TIMEOUT_S), "gzip", ...how, "-c", file).output();
  } catch (error) {
    toolFailed = true;
    // Once per process: each engine finds the failure for itself, and one line tells ops.
    const mine = $security.randomString(12);
    if (app.store().getOrSet(TOOL_FAILURE_LOGGED, () => mine) !== mine) return undefined;
    logLine(app, "warn", "gzip(1) failed: kept pages are gzipped in the JS engine instead, at some 30 times the CPU", [
      ["error", String(error)],
    ]);
    return undefined;
  } finally {
    try {
      $os.remove(file);
    } catch {
      // Gone already (a cleaner of the temporary directory): nothing is left behind either way.
    }
  }
}

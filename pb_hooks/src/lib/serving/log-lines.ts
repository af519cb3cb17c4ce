import { BOUNDS, readBound } from "../../../../shared/serving/bounds";
import { pruneEvery } from "./log-size";
import { countOne } from "./visitor-counts";

/**
 * A line for the operator that a visitor's request can cause (a refused preview link, a CSP report, a redirect loop
 * met, a page that could not be drawn), within the log's bounds like a request's entry (issue 32): the whole line, its
 * message and fields, at most loggedLineChars; each message at most LOG_ERRORS_PER_MINUTE lines a minute, then one in
 * a hundred (however many addresses a flood comes from); and every line counted toward the look at the log's size
 * (log-size.ts), as every request entry is.
 */

const WINDOW_MS = 60_000;
const SAMPLE_ONE_IN = 100;
/** Logged entries between two looks at the log's size: as request-log.ts. */
const PRUNE_CHECK_EVERY = 500;

/** The fields cut so that the message and every `name=value` fit in `max` characters together. */
export function cutLine(message: string, fields: readonly [string, unknown][], max: number): [string, string][] {
  const text = fields.map(([name, value]) => [name, String(value ?? "")] as [string, string]);
  const fixed = message.length + text.reduce((sum, [name]) => sum + name.length + 2, 0);
  let room = Math.max(0, max - fixed);
  // Short values whole, then what is left shared among the long ones, in order.
  const order = text.map((_, at) => at).sort((a, b) => (text[a]?.[1].length ?? 0) - (text[b]?.[1].length ?? 0));
  const cut = text.map(([name, value]) => [name, value] as [string, string]);
  order.forEach((at, index) => {
    const share = Math.floor(room / (order.length - index));
    const value = text[at]?.[1] ?? "";
    const kept = value.length <= share ? value : `${value.slice(0, Math.max(0, share - 1))}…`;
    room -= kept.length;
    (cut[at] as [string, string])[1] = kept;
  });
  return cut;
}

/** LOG_ERRORS_PER_MINUTE, read once per VM. */
let perMinute: number | undefined;

/** Logs a line a visitor can cause, at `level`, within its bounds; false when the sampling left it out. */
export function logLine(app: CoreApp, level: "warn" | "error", message: string, fields: readonly [string, unknown][]): boolean {
  perMinute ??= readBound("loggedErrorsPerMinute", (name) => $os.getenv(name));
  const count = countOne(app.store(), "logLine", message, WINDOW_MS, Date.now());
  if (count !== undefined && count > perMinute && count % SAMPLE_ONE_IN !== 0) return false;
  const args = cutLine(message, fields, BOUNDS.loggedLineChars.default).flat();
  if (level === "error") app.logger().error(message, ...args);
  else app.logger().warn(message, ...args);
  pruneEvery(app, PRUNE_CHECK_EVERY);
  return true;
}

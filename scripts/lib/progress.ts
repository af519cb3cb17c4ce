/**
 * Lines for a long step of `npm start` and the builds: one as it starts, one every 10 s while it runs (with how far it
 * has got, when it can tell), one as it ends with its duration. Plain lines on stderr, as fine in a CI log as in a
 * terminal: no colours, no rewritten lines.
 */
export interface StepLines {
  /** What the step does, as it runs: "building PocketBase 0.39.11 with Go". */
  doing: string;
  /** What it did, for the closing line: "built PocketBase 0.39.11 with Go" ("… in 87.2 s"). */
  done: string;
  /** Added to the opening line only, in brackets: what to expect. */
  note?: string;
  /**
   * The line for a failure, instead of "<doing>: failed after 1.2 s"; the error is thrown on either way, for the caller
   * to tell.
   */
  failed?: (error: unknown, seconds: string) => string;
}

export interface StepOptions {
  log?: (line: string) => void;
  /** How often a running step says it still runs. */
  everyMs?: number;
}

export interface Progress {
  /** How far the step has got, shown in its next periodic line: "12 of 56". */
  report(status: string): void;
}

const seconds = (ms: number, digits: number) => (ms / 1000).toFixed(digits);

/** Runs one long step between its opening and closing lines, saying every `everyMs` that it still runs. */
export async function step<T>(
  lines: StepLines,
  run: (progress: Progress) => Promise<T>,
  { log = console.error, everyMs = 10_000 }: StepOptions = {},
): Promise<T> {
  const started = Date.now();
  let status = "";
  log(lines.note ? `${lines.doing} (${lines.note})` : lines.doing);
  const ticker = setInterval(() => {
    log(`still ${lines.doing} (${seconds(Date.now() - started, 0)} s${status ? `; ${status}` : ""})`);
  }, everyMs);
  // A ticker alone never keeps the process alive.
  ticker.unref();
  try {
    const result = await run({ report: (text) => (status = text) });
    log(`${lines.done} in ${seconds(Date.now() - started, 1)} s`);
    return result;
  } catch (error) {
    const took = seconds(Date.now() - started, 1);
    log(lines.failed ? lines.failed(error, took) : `${lines.doing}: failed after ${took} s`);
    throw error;
  } finally {
    clearInterval(ticker);
  }
}

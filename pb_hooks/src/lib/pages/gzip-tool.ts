/**
 * Where the app's store keeps that gzip(1) failed in this process (gzip.ts logs it once, whichever engine found it).
 * Apart from gzip.ts, which carries fflate: answering a kept page reads this alone.
 */
export const TOOL_FAILURE_LOGGED = "gzipToolFailureLogged";

/** Whether gzip(1) has failed in this process: a page too big for the JS engine's gzip is then gzipped by Go per answer. */
export const gzipToolFailed = (app: CoreApp): boolean => app.store().has(TOOL_FAILURE_LOGGED);

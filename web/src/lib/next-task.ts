/**
 * Resolves in a later task, so that the browser can paint and answer input between two pieces of work. The app's
 * start is several such pieces: on a phone, one long task of them all blocks the main thread for a quarter of a
 * second (Total Blocking Time). `scheduler.yield()` where the browser has it (its continuation goes ahead of other
 * queued tasks), else a zero-delay timer.
 */
export const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve));

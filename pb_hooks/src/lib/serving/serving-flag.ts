/**
 * Whether this server has answered a request: set by the one middleware's module when a VM first loads it
 * (every-request.ts), so before the migrations have run and the server listens it is unset. What needs the server to
 * listen (the purge worker's nudge, lib/cdn/purge.ts) waits for it; the first request nudges the worker for the purges
 * the migrations wrote.
 */
const SERVING_KEY = "servingRequests";

/** Marks the server as serving; true for the one call, of all the VMs', that marked it first. */
export function markServing(app: CoreApp): boolean {
  let first = false;
  app.store().getOrSet(SERVING_KEY, () => {
    first = true;
    return true;
  });
  return first;
}

export const isServing = (app: CoreApp): boolean => app.store().has(SERVING_KEY);

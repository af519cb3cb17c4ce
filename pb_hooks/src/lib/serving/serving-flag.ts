/**
 * Whether this server has answered a request: set by the one middleware's module when a VM first loads it
 * (every-request.ts), so before the migrations have run and the server listens it is unset. What needs the server to
 * listen (the purge worker's nudge, lib/cdn/purge.ts) waits for it.
 */
const SERVING_KEY = "servingRequests";

export const markServing = (app: CoreApp): void => app.store().set(SERVING_KEY, true);

export const isServing = (app: CoreApp): boolean => app.store().has(SERVING_KEY);

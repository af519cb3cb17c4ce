/**
 * The Go runtime's soft memory limit the container runs PocketBase with (GOMEMLIMIT, decision 083): the collector works
 * harder as the heap nears it, instead of letting a burst of requests grow the process for good (49 MB idle grew to
 * 351 MB under load). Soft: past it, PocketBase slows rather than being killed. 100 MiB since the migrations were
 * folded into one file and the pool kept 15 engines (2026-12-03): the live heap after the scale fixture's loads is
 * about 39 MB, and RSS two minutes after them 120 MB, where 200 MiB left it at 137. The Dockerfile, docker-compose.yml
 * and `npm run bench` use this value; tests/docker.test.ts holds them to it.
 */
export const GOMEMLIMIT = "100MiB";

/** GOMEMLIMIT in bytes. */
export const GOMEMLIMIT_BYTES = 100 * 1024 * 1024;

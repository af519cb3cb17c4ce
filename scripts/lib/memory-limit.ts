/**
 * The Go runtime's soft memory limit the container runs PocketBase with (GOMEMLIMIT, decision 083): the collector works
 * harder as the heap nears it, instead of letting a burst of requests grow the process for good (49 MB idle grew to
 * 351 MB under load). Soft: past it, PocketBase slows rather than being killed. The Dockerfile, docker-compose.yml
 * and `npm run bench` use this value; tests/docker.test.ts holds them to it.
 */
export const GOMEMLIMIT = "200MiB";

/** GOMEMLIMIT in bytes. */
export const GOMEMLIMIT_BYTES = 200 * 1024 * 1024;

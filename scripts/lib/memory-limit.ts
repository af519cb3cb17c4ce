/**
 * The Go runtime's soft memory limit the container runs PocketBase with (GOMEMLIMIT, decision 083): the collector works
 * harder as the heap nears it, instead of letting a burst of requests grow the process for good (49 MB idle grew to
 * 351 MB under load). Soft: past it, PocketBase slows rather than being killed. 100 MiB took RSS two minutes after
 * the scale fixture's loads from 137 to 120 MB, but with the page cache and the engines full after Lighthouse's runs
 * the collector was at work all the time: a built file at 0.36 of the stock binary's rate against 0.71 with 200 MiB
 * on the same machine, a cold render 104 ms against 68 (2026-12-03, docs/operations.md). The Dockerfile, docker-compose.yml
 * and `npm run bench` use this value; tests/docker.test.ts holds them to it.
 */
export const GOMEMLIMIT = "200MiB";

/** GOMEMLIMIT in bytes. */
export const GOMEMLIMIT_BYTES = 200 * 1024 * 1024;

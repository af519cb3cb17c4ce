// npm start: build what is missing or stale, then serve with demo content on a fresh data dir. PocketBase is obtained
// beside the build: a first start's Go build (a minute or two) then costs no more than the demo pictures it overlaps.
import { build } from "./lib/build";
import { ensurePocketBase } from "./lib/pocketbase-binary";
import { exitWith, serve } from "./lib/serve";

const stop = new AbortController();
const binary = ensurePocketBase(console.error, { signal: stop.signal });
// Told after the build, as when the two ran one after the other.
binary.catch(() => undefined);
await build({ onlyStale: true, together: process.env.START_TOGETHER === "1" }).catch((error) => {
  stop.abort();
  exitWith(error);
});
await serve({ seedDemoByDefault: true, bin: await binary.catch(exitWith) }).catch(exitWith);

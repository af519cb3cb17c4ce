// npm start: build what is missing or stale, then serve with demo content on a fresh data dir. PocketBase is obtained
// beside the build, so that a first start's Go build overlaps the demo pictures rather than following them (issue 25).
import { build } from "./lib/build";
import { ensurePocketBase } from "./lib/pocketbase-binary";
import { exitWith, serve } from "./lib/serve";

const stop = new AbortController();
const binary = ensurePocketBase(console.error, { signal: stop.signal });
// A failure to obtain it is told once the build has ended, as when the two ran one after the other.
binary.catch(() => undefined);
await build({ onlyStale: true }).catch((error) => {
  stop.abort();
  exitWith(error);
});
await serve({ seedDemoByDefault: true, bin: await binary.catch(exitWith) }).catch(exitWith);

// npm start: build what is missing or stale, then serve with demo content on a fresh data dir.
import { build } from "./lib/build";
import { exitWith, serve } from "./lib/serve";

await build({ onlyStale: true }).catch(exitWith);
await serve({ seedDemoByDefault: true }).catch(exitWith);

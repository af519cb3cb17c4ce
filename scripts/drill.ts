// npm run drill: the ways back, proven on this machine (docs/operations.md). One line per step; exits non-zero when
// any step fails. (a) PocketBase's own backup, restored through its API and compared with before; (b) Litestream
// replicating while visitors write, PocketBase killed and its data deleted, then restored; (c) the committed Caddyfile
// in front of PocketBase with `tls internal`: HSTS, compression, and rate limits per visitor; (d) the repo's Varnish edge
// in front of the site with CDN_MODE=on: pages kept, purged on publish, served through an origin outage.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { edgeDrill } from "./drill/edge";
import { litestreamDrill } from "./drill/litestream";
import { pocketBaseBackupDrill } from "./drill/pocketbase-backup";
import { startSite } from "./drill/site";
import { Steps } from "./drill/steps";
import { PROXY_ADDRESS, tlsProxyDrill } from "./drill/tls-proxy";
import { build } from "./lib/build";
import { CADDY, ensureGoTool, LITESTREAM } from "./lib/go-install";
import { ensurePocketBase } from "./lib/pocketbase-binary";
import { freePort } from "./lib/pocketbase-process";
import { EDGE_ADDRESS, ensureVarnish } from "./lib/varnish";

const steps = new Steps();
const work = await mkdtemp(path.join(tmpdir(), "drill-"));
const dataDir = async (name: string) => {
  const dir = path.join(work, name);
  await mkdir(dir, { recursive: true });
  return dir;
};
const at = async () => `127.0.0.1:${await freePort()}`;

try {
  const tools = { pocketbase: "", caddy: "", litestream: "", varnishd: "" };
  await steps.part("Setup", () =>
    steps.step(
      "PocketBase, Litestream and Caddy at their pinned versions, Debian's Varnish; hooks, migrations and app built",
      async () => {
        tools.pocketbase = await ensurePocketBase();
        tools.litestream = await ensureGoTool(LITESTREAM);
        tools.caddy = await ensureGoTool(CADDY);
        tools.varnishd = await ensureVarnish();
        await build({ onlyStale: true });
        return `${path.basename(path.dirname(tools.pocketbase))} / litestream ${LITESTREAM.version} / caddy ${CADDY.version} / ${tools.varnishd}`;
      },
    ),
  );
  if (!steps.failures) {
    const { pocketbase } = tools;
    await steps.part("(a) PocketBase's own backup, restored through its API", () =>
      pocketBaseBackupDrill(steps, async () => startSite(pocketbase, await dataDir("backup"), await at(), { SEED_DEMO: "true" })),
    );
    await steps.part("(b) Litestream: replicate, SIGKILL, delete, restore", async () =>
      litestreamDrill(steps, tools.litestream, await dataDir("litestream"), async (dir) =>
        startSite(pocketbase, dir, await at(), { CONTACT_MIN_FILL_SECONDS: "0" }),
      ),
    );
    await steps.part("(c) Caddy in front: TLS, HSTS, compression, rate limits per visitor", async () =>
      tlsProxyDrill(steps, tools.caddy, await dataDir("tls"), async () =>
        startSite(pocketbase, await dataDir("tls/pb_data"), await at(), {
          SEED_DEMO: "true",
          TRUSTED_PROXY_HEADERS: "X-Forwarded-For",
          TRUSTED_PROXY_IPS: PROXY_ADDRESS,
        }),
      ),
    );
    await steps.part("(d) Varnish in front: kept pages, purged on publish, served through an origin outage", async () =>
      edgeDrill(steps, tools.varnishd, await dataDir("edge"), async (purgeUrl) =>
        startSite(pocketbase, await dataDir("edge/pb_data"), await at(), {
          SEED_DEMO: "true",
          CDN_MODE: "on",
          CDN_PURGE_URL: purgeUrl,
          CDN_PURGE_METHOD: "PURGE",
          CONTACT_MIN_FILL_SECONDS: "0",
          TRUSTED_PROXY_HEADERS: "X-Forwarded-For",
          TRUSTED_PROXY_IPS: EDGE_ADDRESS,
        }),
      ),
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

console.log(`\n${steps.failures ? "✗ the drill failed" : "✓ every way back works"} (${steps.elapsed()})`);
// The plain closing line CI reads.
console.log(`drill: ${steps.passes} passed, ${steps.failures} failed`);
process.exitCode = steps.failures ? 1 : 0;

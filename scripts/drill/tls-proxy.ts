import { type ChildProcess, spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { type LoopbackResponse, loopbackRequest } from "../lib/loopback-request";
import { projectRoot } from "../lib/pocketbase-binary";
import { freePort, projectDirs, stopProcess } from "../lib/pocketbase-process";
import { type DrillSite, waitFor } from "./site";
import { check, type Steps } from "./steps";

/** The proxy reaches PocketBase from 127.0.0.1; visitors and a direct sender use other loopback addresses. */
export const PROXY_ADDRESS = "127.0.0.1";
const VISITORS = ["127.0.0.3", "127.0.0.4"];
const DIRECT = "127.0.0.5";
/** Sends the header and compression checks, so that they use no visitor's rate-limit bucket. */
const BROWSER = "127.0.0.6";
// The same one-hour rule as tests/trusted-proxy.test.ts: nothing runs out while the drill waits.
const RULE = { label: "GET /api/health", maxRequests: 2, duration: 3600, audience: "" };

async function largestTwin(): Promise<{ file: string; twin: Buffer }> {
  const assets = path.join(projectDirs.public, "assets");
  const scripts = (await readdir(assets)).filter((name) => name.endsWith(".js.br"));
  let best = { file: "", twin: Buffer.alloc(0) };
  for (const name of scripts) {
    const twin = await readFile(path.join(assets, name));
    if (twin.length > best.twin.length) best = { file: `/assets/${name.slice(0, -3)}`, twin };
  }
  check(best.file !== "", "pb_public/assets has no .br twins: run npm run build");
  return best;
}

/** Part (c): the committed Caddyfile in front of PocketBase, on loopback with `tls internal`. */
export async function tlsProxyDrill(
  steps: Steps,
  caddyBin: string,
  work: string,
  start: () => Promise<DrillSite>,
): Promise<void> {
  let site: DrillSite | undefined;
  let caddy: ChildProcess | undefined;
  let output = "";
  try {
    let origin = "";
    let ca = "";
    await steps.step(
      "start PocketBase trusting X-Forwarded-For from 127.0.0.1 only, and Caddy in front with tls internal",
      async () => {
        site = await start();
        const { rateLimits } = await site.admin.settings.getAll();
        await site.admin.settings.update({ rateLimits: { ...rateLimits, rules: [...rateLimits.rules, RULE] } });
        const [https, http] = [await freePort(), await freePort()];
        origin = `https://127.0.0.1:${https}`;
        const data = path.join(work, "caddy-data");
        caddy = spawn(caddyBin, ["run", "--config", path.join(projectRoot, "Caddyfile"), "--adapter", "caddyfile"], {
          env: {
            ...process.env,
            XDG_DATA_HOME: data,
            XDG_CONFIG_HOME: path.join(work, "caddy-config"),
            SITE_DOMAIN: `127.0.0.1:${https}`,
            SITE_UPSTREAM: new URL(site.url).host,
            CADDY_SITE_OPTIONS: "tls internal",
            CADDY_GLOBAL_OPTIONS: [
              "admin off",
              `http_port ${http}`,
              `https_port ${https}`,
              "default_bind 127.0.0.1",
              "skip_install_trust",
            ].join("\n"),
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        const collect = (chunk: Buffer) => {
          output = (output + chunk.toString()).slice(-10_000);
        };
        caddy.stdout?.on("data", collect);
        caddy.stderr?.on("data", collect);
        const root = path.join(data, "caddy/pki/authorities/local/root.crt");
        await waitFor(
          "Caddy answering over HTTPS",
          async () => {
            check(caddy?.exitCode === null, `caddy exited: ${output.slice(-800)}`);
            ca = await readFile(root, "utf8");
            return (await loopbackRequest(`${origin}/api/health`, { ca })).status === 200;
          },
          30_000,
        );
        return `${origin} → ${site.url}, certificate from Caddy's local authority`;
      },
    );
    if (!site) return;
    const direct = site.url;
    const viaCaddy = (pathname: string, from: string, headers: Record<string, string> = {}) =>
      loopbackRequest(`${origin}${pathname}`, { ca, localAddress: from, headers });

    await steps.step("HSTS on every answer, once", async () => {
      const values = await Promise.all(
        ["/", "/api/health", "/no-such-page"].map(
          async (pathname) => (await viaCaddy(pathname, BROWSER)).headers["strict-transport-security"],
        ),
      );
      check(
        values.every((value) => value === "max-age=31536000"),
        `Strict-Transport-Security: ${JSON.stringify(values)}`,
      );
      return "Strict-Transport-Security: max-age=31536000 on a page, the API and a 404";
    });

    await steps.step("encode zstd gzip leaves the site's own compression alone", async () => {
      const { file, twin } = await largestTwin();
      const script = await viaCaddy(file, BROWSER, { "Accept-Encoding": "zstd, br, gzip" });
      check(script.headers["content-encoding"] === "br", `${file} came as ${script.headers["content-encoding"]}`);
      check(script.body.equals(twin), `${file}: ${script.body.length} bytes, not the ${twin.length}-byte .br twin`);
      const page = await viaCaddy("/", BROWSER, { "Accept-Encoding": "zstd, gzip" });
      check(page.headers["content-encoding"] === "gzip", `the home page came as ${page.headers["content-encoding"]}`);
      check(/^<!doctype html>/i.test(gunzipSync(page.body).toString()), "the home page does not gunzip to HTML in one pass");
      const plain = await viaCaddy("/", BROWSER, { "Accept-Encoding": "zstd" });
      check(
        plain.headers["content-encoding"] === "zstd",
        `asked for zstd alone, the page came as ${plain.headers["content-encoding"]}`,
      );
      return `${file} is its .br twin byte for byte (${twin.length} B); the page is gzipped once; zstd only where the site sent none`;
    });

    const statuses = async (send: (n: number) => Promise<LoopbackResponse>) => {
      const answers: number[] = [];
      for (let n = 1; n <= 3; n++) answers.push((await send(n)).status);
      return answers.join(",");
    };
    await steps.step("two visitors through Caddy get a rate-limit bucket each (rule: 2 requests per hour)", async () => {
      const results: string[] = [];
      for (const visitor of VISITORS) {
        // Each request also claims another address: Caddy replaces a visitor's own X-Forwarded-For.
        const answers = await statuses((n) => viaCaddy("/api/health", visitor, { "X-Forwarded-For": `198.51.100.${n}` }));
        check(answers === "200,200,429", `visitor ${visitor} was answered ${answers}`);
        results.push(`${visitor}: ${answers}`);
      }
      return results.join("; ");
    });

    await steps.step("a forged X-Forwarded-For sent straight to PocketBase is ignored", async () => {
      const answers = await statuses((n) =>
        loopbackRequest(`${direct}/api/health`, { localAddress: DIRECT, headers: { "X-Forwarded-For": `203.0.113.${n}` } }),
      );
      check(answers === "200,200,429", `three forged addresses from ${DIRECT} were answered ${answers}`);
      return `${DIRECT} naming 203.0.113.1-3: ${answers} (one bucket, the sender's own)`;
    });
  } finally {
    if (caddy) await stopProcess(caddy);
    await site?.server.stop();
  }
}

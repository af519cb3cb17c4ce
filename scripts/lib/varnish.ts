// Varnish from the repository's VCL (varnish/site.vcl), for the drill's edge part and the bench's edge row: Debian's
// package, installed when missing and we may (root), started in the foreground on loopback with an origin.vcl of its
// own that names the site and who may purge.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { access, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { loopbackRequest } from "./loopback-request";
import { projectRoot } from "./pocketbase-binary";
import { freePort, stopProcess } from "./pocketbase-process";

const run = promisify(execFile);
const VARNISHD = ["/usr/sbin/varnishd", "/usr/bin/varnishd"];

/** The address Varnish reaches the site from, and the one address its ACL lets purge. */
export const EDGE_ADDRESS = "127.0.0.1";

async function findVarnishd(): Promise<string | undefined> {
  for (const bin of VARNISHD)
    if (
      await access(bin).then(
        () => true,
        () => false,
      )
    )
      return bin;
  return undefined;
}

/** Debian's varnishd: found, or installed with apt-get as `.ci/run` installs Chromium. */
export async function ensureVarnish(): Promise<string> {
  const present = await findVarnishd();
  if (present) return present;
  if (process.getuid?.() !== 0)
    throw new Error("varnishd is not installed: run `sudo apt-get install -y varnish` (Debian's package) and try again");
  await run("apt-get", ["update", "-qq"], { maxBuffer: 64 * 1024 * 1024 });
  await run("apt-get", ["install", "-y", "-qq", "varnish"], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const installed = await findVarnishd();
  if (!installed) throw new Error("apt-get installed varnish, but no varnishd was found");
  return installed;
}

/** An origin.vcl for the site at `site` on loopback: purges from EDGE_ADDRESS only, no proxy in front. */
function originVcl(site: URL): string {
  return `backend site {
  .host = "${site.hostname}";
  .port = "${site.port}";
  .first_byte_timeout = 30s;
  .probe = { .url = "/api/health"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; }
}
acl purgers { "${EDGE_ADDRESS}"; }
acl forwarders { "127.0.0.254"; }
`;
}

export interface RunningEdge {
  url: string;
  /** "varnish-7.1.1" */
  version: string;
  /** Requests Varnish has sent the site so far (MAIN.backend_req). */
  backendRequests(): Promise<number>;
  /** Purge calls Varnish has taken so far: addresses purged (MAIN.n_purges) and prefixes banned (MAIN.bans_added). */
  purgeCalls(): Promise<number>;
  stop(): Promise<void>;
}

/** Varnish's counters by name (varnishstat -1), in the order asked. */
async function counters(name: string, fields: string[]): Promise<number[]> {
  const { stdout } = await run("varnishstat", ["-n", name, "-1", ...fields.flatMap((field) => ["-f", field])]);
  const values = new Map(stdout.split("\n").map((line) => line.trim().split(/\s+/) as [string, string]));
  return fields.map((field) => Number(values.get(field)));
}

/** A free port first, so the site can be told its purge address before Varnish starts. */
export const edgePort = freePort;

/** Varnish on 127.0.0.1:`port` in front of `origin`, its working files in `work`; resolves once it answers /api/health. */
export async function startEdge(varnishd: string, work: string, origin: string, port: number): Promise<RunningEdge> {
  await mkdir(work, { recursive: true });
  await writeFile(path.join(work, "origin.vcl"), originVcl(new URL(origin)));
  const name = path.join(work, "varnish");
  const varnish: ChildProcess = spawn(
    varnishd,
    [
      "-F",
      "-a",
      `127.0.0.1:${port}`,
      "-f",
      path.join(projectRoot, "varnish/site.vcl"),
      // origin.vcl from the working directory, the rest from the repository.
      "-p",
      `vcl_path=${work}:${path.join(projectRoot, "varnish")}`,
      "-p",
      "http_gzip_support=off",
      "-n",
      name,
      "-s",
      "malloc,256m",
      "-T",
      "none",
      // No jail: the working files are in a private temporary directory, which Varnish's own user could not read.
      "-j",
      "none",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  varnish.stdout?.on("data", collect);
  varnish.stderr?.on("data", collect);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (varnish.exitCode !== null) throw new Error(`varnishd exited: ${output.slice(-800)}`);
    const ok = await loopbackRequest(`${url}/api/health`, { localAddress: "127.0.0.2" }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stopProcess(varnish);
      throw new Error(`Varnish did not answer with the site healthy within 30 s: ${output.slice(-800)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const version = await run(varnishd, ["-V"]).then(
    ({ stdout, stderr }) => `${stdout}${stderr}`,
    (error: { stderr?: string }) => error.stderr ?? "",
  );
  return {
    url,
    version: version.match(/varnish-[\d.]+/)?.[0] ?? "varnishd",
    backendRequests: async () => (await counters(name, ["MAIN.backend_req"])).reduce((a, b) => a + b),
    purgeCalls: async () => (await counters(name, ["MAIN.n_purges", "MAIN.bans_added"])).reduce((a, b) => a + b),
    stop: () => stopProcess(varnish),
  };
}

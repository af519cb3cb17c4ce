import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pinnedVersion, projectRoot, RELEASE_ANSWER_TIMEOUT_MS, releaseAssetName } from "../scripts/lib/pocketbase-binary";
import { makeZip } from "../scripts/lib/zip-fixture";

// The release-archive way of obtaining PocketBase, exercised end to end against a local
// mirror (PB_RELEASE_BASE_URL) with Go hidden from PATH, as on a machine without Go; then the order of the two ways,
// with a fake `go` on PATH that "builds" a script and leaves a mark that it ran.
// The pinned version, read where it is pinned: a move to another version (npm run pocketbase:try) changes only that file.
const version = await pinnedVersion();
const asset = releaseAssetName(version, process.platform, process.arch);
const fakeBinary = (reported: string) => Buffer.from(`#!/bin/sh\necho "pocketbase version ${reported}"\n`);

let mirror: http.Server;
let mirrorUrl: string;
// Accepts connections and never answers: a release site that cannot be reached in time.
let silent: net.Server;
let silentUrl: string;
const silentSockets = new Set<net.Socket>();
let cacheDir: string;
let fakeGoDir: string;
const files = new Map<string, Buffer>();

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "pb-cache-"));
  mirror = http.createServer((request, response) => {
    const body = files.get(request.url ?? "");
    response.writeHead(body ? 200 : 404).end(body ?? "not found");
  });
  await new Promise<void>((resolve) => mirror.listen(0, "127.0.0.1", resolve));
  mirrorUrl = `http://127.0.0.1:${(mirror.address() as AddressInfo).port}`;
  silent = net.createServer((socket) => silentSockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  fakeGoDir = await mkdtemp(path.join(tmpdir(), "fake-go-"));
  // PATH holds node's directory and this one alone, so the script names its tools by their full paths.
  await writeFile(
    path.join(fakeGoDir, "go"),
    [
      "#!/bin/sh",
      `: > "${fakeGoDir}/ran"`,
      'echo "go: downloading github.com/pocketbase/pocketbase v0" >&2',
      '/bin/mkdir -p "$GOBIN"',
      `printf '#!/bin/sh\\necho "base version ${version}"\\n' > "$GOBIN/base"`,
      '/bin/chmod +x "$GOBIN/base"',
      "",
    ].join("\n"),
  );
  await chmod(path.join(fakeGoDir, "go"), 0o755);
});
afterAll(async () => {
  mirror.close();
  for (const socket of silentSockets) socket.destroy();
  silent.close();
  await rm(cacheDir, { recursive: true, force: true });
  await rm(fakeGoDir, { recursive: true, force: true });
});

function publish(binary: Buffer, { corrupt = false } = {}) {
  const archive = makeZip([{ name: "pocketbase", data: binary, method: 8 }]);
  const sum = createHash("sha256")
    .update(corrupt ? Buffer.from("tampered") : archive)
    .digest("hex");
  files.set(`/v${version}/${asset}`, archive);
  files.set(`/v${version}/checksums.txt`, Buffer.from(`${sum}  ${asset}\n`));
}

async function obtain(env: NodeJS.ProcessEnv = {}) {
  await rm(cacheDir, { recursive: true, force: true });
  await rm(path.join(fakeGoDir, "ran"), { force: true });
  return promisify(execFile)(path.join(projectRoot, "node_modules/.bin/tsx"), ["scripts/pocketbase.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PATH: path.dirname(process.execPath),
      PB_BIN: "",
      PB_CACHE_DIR: cacheDir,
      PB_RELEASE_BASE_URL: mirrorUrl,
      ...env,
    },
  }).then(
    ({ stdout, stderr }) => ({ ok: true, stdout, stderr }),
    (error: { stdout: string; stderr: string }) => ({ ok: false, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe("obtaining PocketBase without Go", () => {
  it("downloads the release archive, checks its SHA-256 and caches the binary", async () => {
    publish(fakeBinary(version));
    const result = await obtain();
    expect(result.stderr).toContain(`downloading ${asset}`);
    expect(result.stdout.trim()).toBe(path.join(cacheDir, version, "pocketbase"));
    expect(result.ok).toBe(true);
  });

  it("refuses an archive whose checksum does not match, and names the three ways", async () => {
    publish(fakeBinary(version), { corrupt: true });
    const result = await obtain();
    expect(result.ok).toBe(false);
    expect(result.stderr).toContain(`${asset} has SHA-256`);
    expect(result.stderr).toMatch(/set PB_BIN[\s\S]*allow downloads[\s\S]*install Go/);
    expect(result.stderr).toMatch(/- release archive: [\s\S]*- Go build: go was not found on PATH/);
  });

  it("refuses a binary that reports another version", async () => {
    publish(fakeBinary("0.22.0"));
    const result = await obtain();
    expect(result.ok).toBe(false);
    expect(result.stderr).toContain(`the binary reports 0.22.0 instead of ${version}`);
  });

  it("refuses PB_BIN pointing at another version", async () => {
    publish(fakeBinary("0.22.0"));
    await obtain();
    const result = await obtain({ PB_BIN: "/bin/true" });
    expect(result.ok).toBe(false);
    expect(result.stderr).toContain(`but this project pins ${version}`);
  });
});

describe("the order of the two ways", () => {
  // A function: fakeGoDir is made in beforeAll, after this body runs.
  const withFakeGo = () => ({ PATH: `${fakeGoDir}:${path.dirname(process.execPath)}` });
  const goRan = () =>
    stat(path.join(fakeGoDir, "ran")).then(
      () => true,
      () => false,
    );

  it("takes the release archive first, and never runs Go when it is there", async () => {
    publish(fakeBinary(version));
    const result = await obtain(withFakeGo());
    expect(result.ok).toBe(true);
    expect(result.stderr).toContain(`downloaded ${asset} and checked it against checksums.txt`);
    expect(await goRan()).toBe(false);
  });

  it("builds with Go when the release site does not answer, after the short timeout, saying why", async () => {
    const started = Date.now();
    const result = await obtain({ ...withFakeGo(), PB_RELEASE_BASE_URL: silentUrl });
    const seconds = (Date.now() - started) / 1000;
    expect(result.ok).toBe(true);
    expect(await goRan()).toBe(true);
    expect(result.stdout.trim()).toBe(path.join(cacheDir, version, "pocketbase"));
    expect(result.stderr).toContain(
      `the release archive failed after ${RELEASE_ANSWER_TIMEOUT_MS / 1000}.0 s (GET ${silentUrl}/v${version}/checksums.txt: no answer within ${RELEASE_ANSWER_TIMEOUT_MS / 1000} s); building PocketBase ${version} with Go instead`,
    );
    expect(result.stderr).toContain(`built PocketBase ${version} with Go in`);
    expect(seconds).toBeLessThan(RELEASE_ANSWER_TIMEOUT_MS / 1000 + 10);
  });

  it("builds with Go at once when the archive is refused", async () => {
    publish(fakeBinary(version), { corrupt: true });
    const result = await obtain(withFakeGo());
    expect(result.ok).toBe(true);
    expect(result.stderr).toMatch(/has SHA-256 [0-9a-f]{64}, but the release lists [0-9a-f]{64}\); building PocketBase/);
    expect(await goRan()).toBe(true);
  });
});

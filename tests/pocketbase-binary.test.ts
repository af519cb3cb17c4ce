import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pinnedVersion, projectRoot, releaseAssetName } from "../scripts/lib/pocketbase-binary";
import { makeZip } from "../scripts/lib/zip-fixture";

// The release-archive way of obtaining PocketBase, exercised end to end against a local
// mirror (PB_RELEASE_BASE_URL) with Go hidden from PATH, as on a machine without Go.
// The pinned version, read where it is pinned: a move to another version (npm run pocketbase:try) changes only that file.
const version = await pinnedVersion();
const asset = releaseAssetName(version, process.platform, process.arch);
const fakeBinary = (reported: string) => Buffer.from(`#!/bin/sh\necho "pocketbase version ${reported}"\n`);

let mirror: http.Server;
let mirrorUrl: string;
let cacheDir: string;
const files = new Map<string, Buffer>();

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "pb-cache-"));
  mirror = http.createServer((request, response) => {
    const body = files.get(request.url ?? "");
    response.writeHead(body ? 200 : 404).end(body ?? "not found");
  });
  await new Promise<void>((resolve) => mirror.listen(0, "127.0.0.1", resolve));
  mirrorUrl = `http://127.0.0.1:${(mirror.address() as AddressInfo).port}`;
});
afterAll(async () => {
  mirror.close();
  await rm(cacheDir, { recursive: true, force: true });
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
    expect(result.stderr).toMatch(/set PB_BIN[\s\S]*install Go[\s\S]*allow downloads/);
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

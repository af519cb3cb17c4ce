import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checksumFor, download, parseVersionOutput, releaseAssetName } from "./pocketbase-binary";

describe("parseVersionOutput", () => {
  it.each([
    ["pocketbase version 0.39.11\n", "0.39.11"],
    ["base version 0.39.11", "0.39.11"],
    ["base version (untracked)", "(untracked)"],
    ["something else", undefined],
  ])("%j → %s", (output, version) => {
    expect(parseVersionOutput(output)).toBe(version);
  });
});

describe("releaseAssetName", () => {
  it.each([
    ["linux", "x64", "pocketbase_0.39.11_linux_amd64.zip"],
    ["linux", "arm64", "pocketbase_0.39.11_linux_arm64.zip"],
    ["darwin", "arm64", "pocketbase_0.39.11_darwin_arm64.zip"],
    ["win32", "x64", "pocketbase_0.39.11_windows_amd64.zip"],
  ])("%s/%s", (platform, arch, asset) => {
    expect(releaseAssetName("0.39.11", platform, arch)).toBe(asset);
  });

  it("names a platform PocketBase does not publish", () => {
    expect(() => releaseAssetName("0.39.11", "aix", "ppc")).toThrow("PocketBase publishes no release for aix/ppc");
  });
});

describe("checksumFor", () => {
  const sum = "a".repeat(64);
  const checksums = `${"b".repeat(64)}  pocketbase_0.39.11_darwin_amd64.zip\n${sum}  pocketbase_0.39.11_linux_amd64.zip\n`;

  it("finds the asset's SHA-256", () => {
    expect(checksumFor(checksums, "pocketbase_0.39.11_linux_amd64.zip")).toBe(sum);
  });

  it("accepts the binary-mode marker", () => {
    expect(checksumFor(`${sum} *x.zip`, "x.zip")).toBe(sum);
  });

  it("finds nothing for an unlisted asset", () => {
    expect(checksumFor(checksums, "pocketbase_0.39.11_linux_s390x.zip")).toBeUndefined();
  });
});

describe("download", () => {
  // One local server for every case, told apart by path; sockets it never answers are closed at the end.
  let base: string;
  let server: http.Server;
  // A port that accepts connections and never says a word: a release site behind a slow or broken path.
  let silent: net.Server;
  let silentUrl: string;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === "/ok") response.writeHead(200, { "content-length": "5" }).end("hello");
      else if (request.url === "/stalls") {
        response.writeHead(200, { "content-length": "10" });
        response.write("hello");
      } else if (request.url === "/hangs") {
        // Headers never come.
      } else response.writeHead(404).end("not found");
    });
    server.on("connection", (socket) => sockets.add(socket));
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    silentUrl = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
    silent.close();
  });

  it("reads the body and tells its bytes as they come", async () => {
    const seen: [number, number | undefined][] = [];
    const body = await download(`${base}/ok`, { onBytes: (received, total) => seen.push([received, total]) });
    expect(body.toString()).toBe("hello");
    expect(seen.at(-1)).toEqual([5, 5]);
  });

  it("names the status of an answer that is not 200", async () => {
    await expect(download(`${base}/missing`)).rejects.toThrow(`GET ${base}/missing answered 404`);
  });

  it("gives up at once on a site that accepts the connection and never answers", async () => {
    const started = Date.now();
    await expect(download(`${silentUrl}/checksums.txt`, { answerTimeoutMs: 200 })).rejects.toThrow(
      `GET ${silentUrl}/checksums.txt: no answer within 0.2 s`,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("gives up on a server that never sends its headers, or stops in the middle of the body", async () => {
    await expect(download(`${base}/hangs`, { answerTimeoutMs: 200 })).rejects.toThrow("no answer within 0.2 s");
    await expect(download(`${base}/stalls`, { stallTimeoutMs: 200 })).rejects.toThrow("no data within 0.2 s");
  });

  it("says why a connection failed rather than undici's bare 'fetch failed'", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(download(`http://127.0.0.1:${port}/x`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("stops when the caller aborts", async () => {
    const stop = new AbortController();
    const pending = download(`${base}/hangs`, { signal: stop.signal });
    stop.abort(new Error("the build failed"));
    await expect(pending).rejects.toThrow("the build failed");
  });
});

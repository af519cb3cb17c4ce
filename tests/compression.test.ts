import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectDirs } from "../scripts/lib/pocketbase-process";
import { createNews, createProject } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire, not decoded. */
  body: Buffer;
}

/** A GET that keeps the body as sent: fetch would decode it and hide the encoding. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

let site: TestServer;
let script: string;
let original: Buffer;
beforeAll(async () => {
  site = await startTestServer();
  // The largest script: the app's main chunk, which always has twins.
  const assets = path.join(projectDirs.public, "assets");
  const scripts = (await readdir(assets)).filter((file) => file.endsWith(".js"));
  const sizes = await Promise.all(scripts.map(async (file) => (await readFile(path.join(assets, file))).length));
  script = scripts[sizes.indexOf(Math.max(...sizes))] as string;
  original = await readFile(path.join(assets, script));
});
afterAll(() => site.stop());

describe("built assets are sent precompressed", () => {
  it.each([
    ["br", "br", brotliDecompressSync],
    ["gzip, deflate, br;q=0.5", "gzip", gunzipSync],
    ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
  ])("Accept-Encoding: %s gets %s that decodes to the script", async (accept, encoding, decode) => {
    const response = await get(`${site.url}/assets/${script}`, { "accept-encoding": accept });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    // Added to the CORS middleware's Vary: Origin, not in its place.
    expect(response.headers.vary).toMatch(/Origin.*Accept-Encoding/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body.length).toBeLessThan(original.length / 2);
    expect(decode(response.body).equals(original)).toBe(true);
  });

  it.each(["identity", "br;q=0, gzip;q=0", "*;q=0"])("Accept-Encoding: %s gets the file as it is", async (accept) => {
    const response = await get(`${site.url}/assets/${script}`, { "accept-encoding": accept });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toContain("Accept-Encoding");
    expect(response.body.equals(original)).toBe(true);
  });

  it("never re-encodes a font or an uploaded image", async () => {
    const font = (await readdir(path.join(projectDirs.public, "assets"))).find((file) => file.endsWith(".woff2"));
    const project = await createProject(await site.superuser());
    for (const url of [`/assets/${font}`, `/api/files/projects/${project.id}/${project.cover}`]) {
      const response = await get(`${site.url}${url}`, { "accept-encoding": "br, gzip" });
      expect(response.status, url).toBe(200);
      expect(response.headers["content-encoding"], url).toBeUndefined();
    }
  });
});

describe("pages", () => {
  it("are rendered, sent gzipped (never brotli: they have no build-time twin) with an ETag, and a matching If-None-Match gets 304", async () => {
    const page = await get(`${site.url}/work`, { "accept-encoding": "gzip, deflate, br" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers.vary).toContain("Accept-Encoding");
    expect(gunzipSync(page.body).toString()).toContain('<div id="app"><a class="skip-link"');
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await get(`${site.url}/work`, { "accept-encoding": "gzip, deflate, br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Each encoding is its own representation, with its own validator.
    const plain = await get(`${site.url}/work`, { "if-none-match": etag });
    expect(plain.status).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it("are sent as the same document from their first request on: drawn, then gzipped on the fly, then as kept gzip (decision 071)", async () => {
    const plain = await get(`${site.url}/office`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const answers = [];
    // The first draws or finds the page, the second gzips it for the third, which is sent from the cache.
    for (let n = 0; n < 3; n++) answers.push(await get(`${site.url}/office`, { "accept-encoding": "gzip" }));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(answer.headers["content-security-policy"]).toMatch(/default-src 'self'/);
      expect(gunzipSync(answer.body).equals(plain.body)).toBe(true);
    }
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    // Answered from the cache, a matching ETag still gets 304.
    const revalidated = await get(`${site.url}/office`, {
      "accept-encoding": "gzip",
      "if-none-match": String(answers[2]?.headers.etag),
    });
    expect(revalidated.status).toBe(304);
  });

  /** The line an engine logs when gzip(1) failed it (pb_hooks/src/lib/pages/gzip.ts). */
  const toolFailed = 'message ~ "gzip(1) failed"';

  it("are gzipped once by gzip(1), or without it by the JS engine, each time the page itself, and a missing tool is logged once", async () => {
    // No gzip on the PATH: a slim image. The PATH is the server's, so only its own children miss the tool.
    const slim = await startTestServer({ PATH: "/nonexistent" });
    try {
      for (const server of [site, slim]) {
        await createNews(await server.superuser(), { title: "Gzipped once" });
        const plain = await get(`${server.url}/news`);
        const answers = [];
        for (let n = 0; n < 3; n++) answers.push(await get(`${server.url}/news`, { "accept-encoding": "gzip" }));
        for (const answer of answers) {
          expect(answer.headers["content-encoding"]).toBe("gzip");
          expect(gunzipSync(answer.body).equals(plain.body)).toBe(true);
        }
      }
      // Crawl files are kept gzipped alone: without the tool, gzipped by the engine; a client that takes no gzip gets
      // the text unzipped by the tool, or made anew without it.
      for (const server of [site, slim]) {
        for (const file of ["/sitemap.xml", "/sitemaps/en/news-1.xml", "/feed.xml"]) {
          const zipped = await get(`${server.url}${file}`, { "accept-encoding": "gzip" });
          const plain = await get(`${server.url}${file}`);
          expect(zipped.headers["content-encoding"], file).toBe("gzip");
          expect(plain.headers["content-encoding"], file).toBeUndefined();
          expect(gunzipSync(zipped.body).toString(), file).toBe(plain.body.toString());
        }
      }
      const logged = async (server: TestServer) =>
        (await (await server.superuser()).logs.getList(1, 10, { filter: toolFailed })).totalItems;
      await expect.poll(() => logged(slim), { timeout: 10_000 }).toBe(1);
      expect(await logged(site)).toBe(0);
    } finally {
      await slim.stop();
    }
  });

  it("a long article's page (over 256 KB) is kept gzipped by gzip(1), and without the tool gzipped by Go on each answer", async () => {
    const paragraph = `<p>${"A long paragraph of an article that runs on and on. ".repeat(40)}</p>`;
    const body = paragraph.repeat(Math.ceil((300 * 1024) / paragraph.length));
    const slim = await startTestServer({ PATH: "/nonexistent" });
    try {
      for (const server of [site, slim]) {
        const article = await createNews(await server.superuser(), { title: "A long read", body });
        const address = `${server.url}/news/${article.slug}`;
        const plain = await get(address);
        expect(plain.body.length).toBeGreaterThan(256 * 1024);
        const answers = [];
        for (let n = 0; n < 3; n++) answers.push(await get(address, { "accept-encoding": "gzip" }));
        for (const answer of answers) {
          expect(answer.headers["content-encoding"]).toBe("gzip");
          expect(gunzipSync(answer.body).equals(plain.body)).toBe(true);
        }
        // Sent as kept bytes, their length known; gzipped on the way, in chunks.
        const kept = answers[2]?.headers["content-length"];
        if (server === site) expect(Number(kept)).toBe(answers[2]?.body.length);
        else expect(kept).toBeUndefined();
      }
    } finally {
      await slim.stop();
    }
  });

  it("are gzipped by the JS engine when gzip(1) hangs, stopped after 5 s, and the hung tool is logged", async () => {
    const bin = await mkdtemp(path.join(tmpdir(), "hung-gzip-"));
    await writeFile(path.join(bin, "gzip"), "#!/bin/sh\nsleep 60\n", { mode: 0o755 });
    const hung = await startTestServer({ PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` });
    try {
      const plain = await get(`${hung.url}/office`);
      // The second visitor's answer waits for the gzip of the page kept for the visitors after it.
      const started = performance.now();
      const second = await get(`${hung.url}/office`, { "accept-encoding": "gzip" });
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThan(4_500);
      expect(waited).toBeLessThan(20_000);
      const kept = await get(`${hung.url}/office`, { "accept-encoding": "gzip" });
      for (const answer of [second, kept]) expect(gunzipSync(answer.body).equals(plain.body)).toBe(true);
      const admin = await hung.superuser();
      await expect
        .poll(async () => (await admin.logs.getList(1, 10, { filter: toolFailed })).items[0]?.data.error, {
          timeout: 10_000,
        })
        .toMatch(/exit status 124/);
    } finally {
      await hung.stop();
      await rm(bin, { recursive: true, force: true });
    }
  });

  it("are gzipped for a client that takes any encoding (*), drawn and kept, as their gzip ETag says (issue 32)", async () => {
    await createNews(await site.superuser(), { title: "Any encoding" });
    const answers = [];
    for (let n = 0; n < 3; n++) answers.push(await get(`${site.url}/news`, { "accept-encoding": "*" }));
    const gzipped = await get(`${site.url}/news`, { "accept-encoding": "gzip" });
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(answer.headers.etag).toBe(gzipped.headers.etag);
      expect(gunzipSync(answer.body).toString()).toContain("Any encoding");
    }
  });

  it("get a new ETag once content changes, even when only If-Modified-Since is sent", async () => {
    const before = await get(`${site.url}/`, { "accept-encoding": "br" });
    await createNews(await site.superuser());
    const after = await get(`${site.url}/`, { "accept-encoding": "br", "if-none-match": before.headers.etag as string });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The file did not change, but the content did: its date must not validate the page.
    const byDate = await get(`${site.url}/`, {
      "accept-encoding": "br",
      "if-modified-since": new Date(Date.now() + 60_000).toUTCString(),
    });
    expect(byDate.status).toBe(200);
  });

  it("keep their 404 status when compressed", async () => {
    const response = await get(`${site.url}/news/no-such-article`, { "accept-encoding": "gzip" });
    expect(response.status).toBe(404);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString()).toContain("Page Not Found: /news/no-such-article");
  });
});

describe("the API's JSON", () => {
  const list = () => `${site.url}/api/collections/news/records?perPage=30`;

  it("is gzipped for a client that accepts gzip, and plain for one that refuses it", async () => {
    await createNews(await site.superuser());
    const gzipped = await get(list(), { "accept-encoding": "gzip, br" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toContain("Accept-Encoding");
    expect(JSON.parse(gunzipSync(gzipped.body).toString())).toMatchObject({ totalItems: expect.any(Number) });

    const refused = await get(list(), { "accept-encoding": "gzip;q=0, br;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.headers.vary).toContain("Accept-Encoding");
    expect(JSON.parse(refused.body.toString())).toMatchObject({ totalItems: expect.any(Number) });
  });

  it("leaves the realtime stream unbuffered: its first event arrives plain", async () => {
    const event = await new Promise<{ encoding?: string; text: string }>((resolve, reject) => {
      const request = http.get(`${site.url}/api/realtime`, { headers: { "accept-encoding": "gzip" } }, (response) => {
        response.once("data", (chunk: Buffer) => {
          resolve({ encoding: response.headers["content-encoding"], text: chunk.toString() });
          request.destroy();
        });
      });
      request.on("error", reject);
    });
    expect(event.encoding).toBeUndefined();
    expect(event.text).toContain("PB_CONNECT");
  });
});

describe("gzip on the fly, GZIP_AT_ONCE answers at a time (shared/serving/bounds.ts)", () => {
  it("sends the API's JSON and a page as they are when no answer may be gzipped, the page under its plain ETag", async () => {
    const none = await startTestServer({ GZIP_AT_ONCE: "0" });
    try {
      const list = await get(`${none.url}/api/collections/news/records?perPage=5`, { "accept-encoding": "gzip, br" });
      expect(list.status).toBe(200);
      expect(list.headers["content-encoding"]).toBeUndefined();
      expect(list.headers.vary).toContain("Accept-Encoding");
      expect(JSON.parse(list.body.toString())).toMatchObject({ totalItems: expect.any(Number) });
      // Drawn now, by the static route: the first answer of a page that is not kept yet.
      const drawn = await get(`${none.url}/work`, { "accept-encoding": "gzip, br" });
      expect(drawn.status).toBe(200);
      expect(drawn.headers["content-encoding"]).toBeUndefined();
      expect(drawn.body.toString()).toContain('<div id="app">');
      const plain = await get(`${none.url}/work`);
      expect(drawn.headers.etag).toBe(plain.headers.etag);
    } finally {
      await none.stop();
    }
  });

  it("gzips at most that many at once and sends the rest as they are, each the same JSON", async () => {
    const two = await startTestServer({ GZIP_AT_ONCE: "2" });
    try {
      const url = `${two.url}/api/collections/news/records?perPage=100`;
      // An editor's reads, as the admin makes them: a visitor's are kept once read quickly, or read one at a time in
      // a slot (serving/list-reads.ts), and would never be gzipped fifty at once.
      const editor = { Authorization: (await two.superuser()).authStore.token };
      const expected = JSON.parse((await get(url, editor)).body.toString()) as unknown;
      const seen = new Set<string>();
      // Fifty at once, until both kinds have come (a round where every answer found a free slot is possible on a quiet machine).
      for (let round = 0; round < 5 && seen.size < 2; round++) {
        const answers = await Promise.all(Array.from({ length: 50 }, () => get(url, { ...editor, "accept-encoding": "gzip" })));
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          const gzipped = answer.headers["content-encoding"] === "gzip";
          seen.add(gzipped ? "gzip" : "plain");
          expect(JSON.parse((gzipped ? gunzipSync(answer.body) : answer.body).toString())).toEqual(expected);
        }
      }
      expect([...seen].sort()).toEqual(["gzip", "plain"]);
    } finally {
      await two.stop();
    }
  });

  it("behind a CDN, makes a page wait for a slot rather than go as it is (the edge keeps what it is sent), four a slot", async () => {
    const edge = await startTestServer({ GZIP_AT_ONCE: "1", CDN_MODE: "on", PAGE_RATE_LIMIT: "0" });
    const drawAtOnce = (count: number, round: string) =>
      Promise.all(
        Array.from({ length: count }, (_, n) => get(`${edge.url}/search?q=${round}${n}`, { "accept-encoding": "gzip, br" })),
      );
    try {
      // One slot, five pages drawn at once: one gzipped at a time, four waiting for it. Without a CDN all but a few
      // would go plain (the test above).
      for (const answer of await drawAtOnce(5, "wait")) {
        expect(answer.status).toBe(200);
        expect(answer.headers["cache-control"]).toContain("public");
        expect(answer.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(answer.body).toString()).toContain('<div id="app">');
      }
      // Twenty at once: past the four that wait, the rest go as they are at once.
      const many = await drawAtOnce(20, "many");
      expect(many.every((answer) => answer.status === 200)).toBe(true);
      expect(many.filter((answer) => answer.headers["content-encoding"] === undefined).length).toBeGreaterThan(0);
    } finally {
      await edge.stop();
    }
  });
});

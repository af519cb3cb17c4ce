import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { keepTwin, precompressDir, shouldPrecompress } from "./precompress";

describe("which built files get compressed twins", () => {
  it.each([
    "index.html",
    "assets/main-abc.js",
    "assets/main-abc.css",
    "logo.svg",
    "builds/latest.json",
    "feed.xml",
    "robots.txt",
    "site.webmanifest",
  ])("compresses %s", (file) => expect(shouldPrecompress(file, 4096)).toBe(true));

  it.each([
    "assets/photo.jpg",
    "assets/photo.webp",
    "assets/inter-latin.woff2",
    "favicon.ico",
    "assets/main.js.br",
    "assets/main.js.gz",
  ])("leaves %s alone: it is compressed already", (file) => expect(shouldPrecompress(file, 4096)).toBe(false));

  it("skips files under half a KB", () => {
    expect(shouldPrecompress("a.js", 511)).toBe(false);
    expect(shouldPrecompress("a.js", 512)).toBe(true);
  });

  it("keeps a twin only when it is smaller", () => {
    expect(keepTwin(2000, 1999)).toBe(true);
    expect(keepTwin(2000, 2000)).toBe(false);
  });
});

describe("precompressDir", () => {
  it("writes br and gz twins that decode to the original, and none for images", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
    try {
      const script = Buffer.from("export const greeting = 'hello';\n".repeat(200));
      await writeFile(path.join(dir, "app.js"), script);
      await writeFile(path.join(dir, "photo.jpg"), Buffer.alloc(4096, 7));
      await writeFile(path.join(dir, "tiny.css"), "a{}");
      await precompressDir(dir);
      expect((await readdir(dir)).sort()).toEqual(["app.js", "app.js.br", "app.js.gz", "photo.jpg", "tiny.css"]);
      expect(brotliDecompressSync(await readFile(path.join(dir, "app.js.br")))).toEqual(script);
      expect(gunzipSync(await readFile(path.join(dir, "app.js.gz")))).toEqual(script);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

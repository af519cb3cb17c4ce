import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fingerprint } from "./fingerprint";

describe("fingerprint", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "fingerprint-"));
    await mkdir(path.join(root, "src/deep"), { recursive: true });
    await writeFile(path.join(root, "src/a.ts"), "a");
    await writeFile(path.join(root, "src/deep/b.ts"), "b");
    await writeFile(path.join(root, "config.ts"), "c");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("is stable while nothing changes", async () => {
    expect(await fingerprint(root, ["src", "config.ts"])).toBe(await fingerprint(root, ["config.ts", "src"]));
  });

  it("changes when a nested file changes", async () => {
    const before = await fingerprint(root, ["src"]);
    await writeFile(path.join(root, "src/deep/b.ts"), "b2");
    expect(await fingerprint(root, ["src"])).not.toBe(before);
  });

  it("changes when a file is renamed", async () => {
    const before = await fingerprint(root, ["src"]);
    await rm(path.join(root, "src/a.ts"));
    await writeFile(path.join(root, "src/a2.ts"), "a");
    expect(await fingerprint(root, ["src"])).not.toBe(before);
  });

  it("ignores tool caches under node_modules", async () => {
    const before = await fingerprint(root, ["src"]);
    await mkdir(path.join(root, "src/node_modules/.vite"), { recursive: true });
    await writeFile(path.join(root, "src/node_modules/.vite/results.json"), "{}");
    expect(await fingerprint(root, ["src"])).toBe(before);
  });

  it("ignores inputs that do not exist", async () => {
    expect(await fingerprint(root, ["src", "missing"])).toBe(await fingerprint(root, ["src"]));
  });
});

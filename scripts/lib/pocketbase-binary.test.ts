import { describe, expect, it } from "vitest";
import { checksumFor, parseVersionOutput, releaseAssetName } from "./pocketbase-binary";

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

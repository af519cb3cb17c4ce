import { describe, expect, it } from "vitest";
import { ADMIN_ASSET_CACHE, CDN_FILE_CACHE, NEVER_KEPT } from "../../../../shared/serving/cdn";
import { cdnCacheControl } from "./headers";

const query = (...names: string[]) => ({ has: (name: string) => names.includes(name) });

describe("cdnCacheControl", () => {
  it.each([
    ["/api/files/pbc_1/r1/a.jpg", query("thumb"), CDN_FILE_CACHE],
    ["/api/files/pbc_1/r1/a.jpg", query("thumb", "preview"), NEVER_KEPT],
    ["/api/files/pbc_1/r1/a.jpg", query("token"), NEVER_KEPT],
    ["/api/collections/news/records", query(), NEVER_KEPT],
    ["/api/search", query("q"), NEVER_KEPT],
    ["/api", query(), NEVER_KEPT],
    ["/_/", query(), NEVER_KEPT],
    ["/_", query(), NEVER_KEPT],
    ["/_/images/logo.svg", query(), ADMIN_ASSET_CACHE],
    ["/news/a", query(), undefined],
    ["/apis", query(), undefined],
  ])("%s %j: %s", (path, q, expected) => {
    expect(cdnCacheControl(path, q)).toBe(expected);
  });
});

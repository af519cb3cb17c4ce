import { describe, expect, it } from "vitest";
import { FIXED_PAGES } from "../../../shared/pages";
import { PUBLIC_PATH_PREFIX } from "../../../shared/public-paths";
import routeTree from "../routeTree.gen.ts?raw";

describe("the server knows the app's pages", () => {
  it("lists every route of the router, and nothing else", () => {
    const routes = [...routeTree.matchAll(/^\s+fullPath: '([^']+)'$/gm)].map((match) => match[1]);
    const known = [...FIXED_PAGES, ...Object.values(PUBLIC_PATH_PREFIX).map((prefix) => `${prefix}$slug`), "/$"];
    expect(new Set(routes)).toEqual(new Set(known));
  });
});

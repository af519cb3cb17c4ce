import { describe, expect, it } from "vitest";
import { fontFiles } from "./vite-font-preload";

describe("fontFiles", () => {
  const emitted = [
    "assets/index-B1x2.js",
    "assets/inter-latin-wght-normal-Dx4kXJAl.woff2",
    "assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2",
    "assets/inter-latin-wght-normal-Dx4kXJAl.woff",
    "assets/fraunces-latin-wght-normal-ukD16Tqj.woff2",
  ];

  it("picks the woff2 files a prefix names, and not a longer name that shares it", () => {
    expect(fontFiles(emitted, ["inter-latin-wght-normal"])).toEqual(["assets/inter-latin-wght-normal-Dx4kXJAl.woff2"]);
  });

  it("picks one file per prefix", () => {
    expect(fontFiles(emitted, ["inter-latin-wght-normal", "fraunces-latin-wght-normal"])).toHaveLength(2);
  });

  it("picks nothing for a name that was not emitted", () => {
    expect(fontFiles(emitted, ["roboto-latin-wght-normal"])).toEqual([]);
  });
});

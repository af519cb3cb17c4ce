import { describe, expect, it } from "vitest";
import { goProgressCounter } from "./go-install";

describe("goProgressCounter", () => {
  it("counts the modules Go downloads, then the packages it compiles, across chunks cut anywhere", () => {
    const seen: string[] = [];
    const feed = goProgressCounter((status) => seen.push(status));
    feed("go: downloading github.com/pocketbase/pocketbase v0.39.11\ngo: downloading modernc.org/sq");
    expect(seen.at(-1)).toBe("1 module downloaded");
    feed("lite v1.55.0\ninternal/goarch\ninternal/abi\ngithub.com/dop251/goja_nodejs/require\n");
    expect(seen.at(-1)).toBe("2 modules downloaded; compiling package 3");
  });

  it("does not count Go's error lines as packages", () => {
    const seen: string[] = [];
    const feed = goProgressCounter((status) => seen.push(status));
    feed("# github.com/pocketbase/pocketbase/core\ncore/app.go:12:3: undefined: x\ngo: finding module for package y\n");
    expect(seen.at(-1)).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { PAGE_PARAMS, parseQuery, readPageParam, readParams, readServiceParam } from "./list-params";

describe("parseQuery", () => {
  it.each([
    ["", {}],
    ["?", {}],
    ["?page=2", { page: "2" }],
    ["page=2&tag=a+b", { page: "2", tag: "a b" }],
    ["?q=caf%C3%A9&empty=&bare", { q: "café", empty: "", bare: "" }],
    ["?page=2&page=3", { page: ["2", "3"] }],
    ["?a=1&&b=2", { a: "1", b: "2" }],
    ["?bad=%E0%A4%A", { bad: "%E0%A4%A" }],
  ])("%j → %j", (query, values) => {
    expect(parseQuery(query)).toEqual(values);
  });

  it("reads 100,000 repeats of one name in linear time", () => {
    // Judged by growth, not by a clock reading that other work on the machine can stretch: four times the repeats take
    // about four times as long when the copy is linear, and sixteen times when it is quadratic (21 s for 4,000 once).
    // The runner's clock (shared/ is typed without the DOM's or Node's globals).
    const clock = (globalThis as unknown as { performance: { now(): number } }).performance;
    const fastest = (count: number) => {
      const query = `?${Array.from({ length: count }, () => "a").join("&")}`;
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 7; run++) {
        const started = clock.now();
        const parsed = parseQuery(query);
        best = Math.min(best, clock.now() - started);
        expect(parsed.a).toHaveLength(count);
      }
      return best;
    };
    // The best of seven, with a warm-up so the engine has compiled the loop for both sizes. The sizes are 4× apart, not
    // 10×: with 10,000 against 100,000 the small case took under a millisecond, and a loaded CI machine read a ratio of
    // 47 where a linear copy makes 10 and a quadratic one 100. Here linear makes 4 and quadratic 16.
    fastest(100_000);
    const small = fastest(25_000);
    const large = fastest(100_000);
    expect(large / Math.max(small, 0.5)).toBeLessThan(10);
    expect(large).toBeLessThan(500);
  });

  it("takes __proto__ and constructor for plain names", () => {
    const parsed = parseQuery("?__proto__=x&constructor=y&__proto__=z");
    expect(Object.entries(parsed)).toContainEqual(["__proto__", ["x", "z"]]);
    expect(parsed.constructor).toBe("y");
    expect(Object.getPrototypeOf(parsed)).toBeNull();
  });
});

describe("readParams", () => {
  it.each([
    ["/news", "?utm_source=mail&page=2&tag=a+b", "tag=a%20b&page=2"],
    ["/news", "?page=2&page=3", "page=2&page=3"],
    ["/news", "?z=1", ""],
    ["/work", "?service=brand&cache=123", "service=brand"],
    ["/search", "?q=caf%C3%A9&x=1", "q=caf%C3%A9"],
    ["/contact", "?j=1&page=2", ""],
    ["/news/some-article", "?page=2", ""],
  ])("%s%s reads %j", (page, query, read) => {
    expect(readParams(page, parseQuery(query))).toBe(read);
  });

  it("names only fixed pages", () => {
    for (const page of Object.keys(PAGE_PARAMS)) expect(page).toMatch(/^\/[a-z]+$/);
  });
});

describe("readPageParam", () => {
  it.each([
    [undefined, { page: 1 }],
    ["2", { page: 2 }],
    ["99", { page: 99 }],
    ["1", "first-page-alias"],
  ] as const)("%j names %j", (value, request) => {
    expect(readPageParam(value)).toEqual(request);
  });

  it.each(["0", "-1", "abc", "1.5", "2.0", "02", "+2", " 2", "", "1e1", "99999999999999999999"])("%j names no page", (value) => {
    expect(readPageParam(value)).toBe("no-page");
  });

  it("takes a page named twice for no page", () => {
    expect(readPageParam(["2", "3"])).toBe("no-page");
  });
});

describe("readServiceParam", () => {
  it.each([
    [undefined, { service: undefined }],
    ["brand-identity", { service: "brand-identity" }],
  ] as const)("%j names %j", (value, request) => {
    expect(readServiceParam(value)).toEqual(request);
  });

  it.each(["", "Not_A_Slug", "two words", "-edge"])("%j names no page", (value) => {
    expect(readServiceParam(value)).toBe("no-page");
  });

  it("takes a service named twice for no page", () => {
    expect(readServiceParam(["a", "b"])).toBe("no-page");
  });
});

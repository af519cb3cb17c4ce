import { describe, expect, it } from "vitest";
import { parseQuery, readPageParam, readServiceParam } from "./list-params";

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

import { describe, expect, it } from "vitest";
import { pageOfPayload, payloadAddress } from "./payload";

describe("payloadAddress", () => {
  it.each([
    ["/", "/_payload.json"],
    ["/work", "/work/_payload.json"],
    ["/work/", "/work/_payload.json"],
    ["/news?page=2", "/news/_payload.json?page=2"],
    ["/news?page=2#top", "/news/_payload.json?page=2"],
    ["/contact#form", "/contact/_payload.json"],
    ["/pt/news/um-artigo", "/pt/news/um-artigo/_payload.json"],
  ])("%s → %s", (href, expected) => {
    expect(payloadAddress(href)).toBe(expected);
  });
});

describe("pageOfPayload", () => {
  it.each([
    ["/_payload.json", "/"],
    ["/work/_payload.json", "/work"],
    ["/pt/_payload.json", "/pt"],
    ["/news/a/_payload.json", "/news/a"],
    ["/work", undefined],
    ["/work_payload.json", undefined],
    ["/favicon.svg", undefined],
  ])("%s → %s", (path, expected) => {
    expect(pageOfPayload(path)).toBe(expected);
  });

  it("reads back every address payloadAddress makes", () => {
    for (const page of ["/", "/work", "/pt/news/x", "/office"])
      expect(pageOfPayload(payloadAddress(page).replace(/\?.*$/, ""))).toBe(page);
  });
});

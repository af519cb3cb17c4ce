import { describe, expect, it } from "vitest";
import { stringifyQuery } from "../../../shared/pages/list-params";
import { parseSearch, stringifySearch } from "./search-params";

describe("the router's search", () => {
  it.each(["?page=2", "?page=2.0", "?page=1e1", "?page=abc&utm_source=mail", "?page=2&page=3", ""])(
    "%j keeps the strings the address holds, and writes them back unchanged",
    (search) => {
      expect(stringifySearch(parseSearch(search))).toBe(search);
    },
  );

  it("reads what the browser's URLSearchParams reads", () => {
    const query = "?page=1.5&x=%20y+z&page=02";
    const browser = new URLSearchParams(query);
    expect(parseSearch(query)).toEqual({ page: browser.getAll("page"), x: browser.get("x") });
  });

  it("reads numbers as strings, as the server does", () => {
    expect(parseSearch("?page=2.0")).toEqual({ page: "2.0" });
  });

  it("leaves out what is undefined", () => {
    expect(stringifySearch({ page: undefined, service: "brand" })).toBe("?service=brand");
  });

  it("spells a search on the server as the browser's URLSearchParams does", () => {
    for (const value of ["a b", "x!y'z(1)~", "ü/é?&=#", "100%", "*-._", "+", "", "日本"]) {
      const browser = new URLSearchParams();
      browser.append("tag", value);
      browser.append(value || "q", "1");
      expect(stringifyQuery({ tag: value, [value || "q"]: "1" })).toBe(`?${browser.toString()}`);
    }
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { runRouteMiddleware } from "./route-middleware";

describe("runRouteMiddleware", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
  });

  it("runs a known middleware", () => {
    runRouteMiddleware(["noindex"], { path: "/a", document });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("undoes the previous page's middleware", () => {
    runRouteMiddleware(["noindex"], { path: "/a", document });
    runRouteMiddleware([], { path: "/b", document });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("names an unknown middleware", () => {
    expect(() => runRouteMiddleware(["noindex", "track-page"], { path: "/a", document })).toThrow(
      "Unknown route middleware: track-page",
    );
  });
});

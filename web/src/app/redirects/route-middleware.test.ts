// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { runRouteMiddleware } from "./route-middleware";

describe("runRouteMiddleware", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
  });

  it("knows noindex, whose robots meta the page head writes", () => {
    expect(() => runRouteMiddleware(["noindex"], { path: "/a", document })).not.toThrow();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("names an unknown middleware", () => {
    expect(() => runRouteMiddleware(["noindex", "track-page"], { path: "/a", document })).toThrow(
      "Unknown route middleware: track-page",
    );
  });
});

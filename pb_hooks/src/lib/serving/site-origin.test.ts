import { describe, expect, it } from "vitest";
import { type OriginSources, originOf, type RequestPlace, requestScheme } from "./site-origin";

const started: OriginSources = { siteUrl: "", appUrl: "http://localhost:8090", listenOrigin: "http://127.0.0.1:8090" };

describe("originOf", () => {
  it.each<[string, Partial<OriginSources>, string]>([
    ["the editors' site_url, without its trailing slash", { siteUrl: "https://meridian.example/" }, "https://meridian.example"],
    ["site_url over the Application URL", { siteUrl: "https://a.example", appUrl: "https://b.example" }, "https://a.example"],
    ["the Application URL ops set, as an origin", { appUrl: "https://studio.example/some/path" }, "https://studio.example"],
    ["the address the server was started on, with PocketBase's default Application URL", {}, "http://127.0.0.1:8090"],
    ["the address the server was started on, with no Application URL", { appUrl: "" }, "http://127.0.0.1:8090"],
    ["the listen address when site_url is no web address", { siteUrl: "mailto:x@y.z" }, "http://127.0.0.1:8090"],
    ["the listen address when the Application URL is no web address", { appUrl: "javascript:alert(1)" }, "http://127.0.0.1:8090"],
  ])("uses %s", (_, sources, origin) => {
    expect(originOf({ ...started, ...sources })).toBe(origin);
  });
});

describe("requestScheme", () => {
  const plain: RequestPlace = { tls: false, forwardedProto: "", trustedProxyHeaders: [] };
  const declared = ["X-Forwarded-For"];
  it.each<[string, Partial<RequestPlace>, "http" | "https"]>([
    ["TLS to this process", { tls: true }, "https"],
    ["plain HTTP", {}, "http"],
    ["a client's claim of https with no declared proxy", { forwardedProto: "https" }, "http"],
    ["a declared proxy's https", { forwardedProto: "https", trustedProxyHeaders: declared }, "https"],
    [
      "the first of a declared proxy's list, in any case",
      { forwardedProto: "HTTPS, http", trustedProxyHeaders: declared },
      "https",
    ],
    ["a declared proxy's http over its TLS to us", { tls: true, forwardedProto: "http", trustedProxyHeaders: declared }, "http"],
    [
      "a declared proxy's nonsense: the connection's own",
      { tls: true, forwardedProto: "gopher", trustedProxyHeaders: declared },
      "https",
    ],
    [
      "a megabyte of header: read no further than a scheme's length",
      { forwardedProto: `https${"x".repeat(1_000_000)}`, trustedProxyHeaders: declared },
      "http",
    ],
  ])("%s → %s", (_, place, scheme) => expect(requestScheme({ ...plain, ...place })).toBe(scheme));
});

import { describe, expect, it } from "vitest";
import { type RequestPlace, requestScheme, siteOrigin } from "./site-origin";

const request: RequestPlace = {
  siteUrl: "",
  tls: false,
  host: "127.0.0.1:8090",
  forwardedProto: "",
  forwardedHost: "",
  trustedProxyHeaders: [],
};
const proxied = { ...request, forwardedProto: "https", forwardedHost: "studio.example, proxy.internal" };

describe("siteOrigin", () => {
  it.each<[string, Partial<RequestPlace>, string]>([
    ["the editors' site_url, without its trailing slash", { siteUrl: "https://meridian.example/" }, "https://meridian.example"],
    [
      "site_url over any header",
      { ...proxied, siteUrl: "https://meridian.example", trustedProxyHeaders: ["X-Forwarded-For"] },
      "https://meridian.example",
    ],
    ["the request's own host over plain HTTP", {}, "http://127.0.0.1:8090"],
    ["https when the connection is TLS", { tls: true, host: "Meridian.Example" }, "https://meridian.example"],
    ["forwarded headers ignored with no trusted proxy", proxied, "http://127.0.0.1:8090"],
    [
      "the first forwarded values behind a trusted proxy",
      { ...proxied, trustedProxyHeaders: ["X-Forwarded-For"] },
      "https://studio.example",
    ],
    ["a site_url that is no web address ignored", { siteUrl: "mailto:x@y.z" }, "http://127.0.0.1:8090"],
    [
      "a forwarded host that is no host ignored",
      { ...proxied, forwardedHost: 'evil.example/"><script>', trustedProxyHeaders: ["X-Real-IP"] },
      "https://127.0.0.1:8090",
    ],
    [
      "an unknown forwarded scheme ignored",
      { forwardedProto: "javascript", trustedProxyHeaders: ["X-Real-IP"] },
      "http://127.0.0.1:8090",
    ],
    ["a bracketed IPv6 host", { host: "[::1]:8090" }, "http://[::1]:8090"],
    ["localhost when the Host header is unusable", { host: "" }, "http://localhost"],
  ])("uses %s", (_, place, origin) => {
    expect(siteOrigin({ ...request, ...place })).toBe(origin);
  });
});

describe("requestScheme", () => {
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
  ])("%s → %s", (_, place, scheme) => expect(requestScheme({ ...request, ...place })).toBe(scheme));
});

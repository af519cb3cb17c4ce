import { expect, it } from "vitest";
import { navigationTarget } from "./navigation-target";

const origin = "https://site.example";

it.each([
  ["/contact", { kind: "internal", href: "/contact" }],
  ["/work?service=brand#top", { kind: "internal", href: "/work?service=brand#top" }],
  ["https://site.example/news", { kind: "internal", href: "/news" }],
  ["https://elsewhere.example/a", { kind: "external", href: "https://elsewhere.example/a" }],
  ["javascript:alert(1)", { kind: "refused" }],
  [" JAVASCRIPT:alert(1)", { kind: "refused" }],
  ["java\tscript:alert(1)", { kind: "refused" }],
  ["data:text/html,hi", { kind: "refused" }],
  ["vbscript:x", { kind: "refused" }],
  ["//evil.example", { kind: "refused" }],
  ["/\\evil.example", { kind: "refused" }],
  ["mailto:a@b.c", { kind: "refused" }],
  ["", { kind: "refused" }],
])("%j → %j", (target, expected) => {
  expect(navigationTarget(target, origin)).toEqual(expected);
});

import { describe, expect, it } from "vitest";
import { pbDate } from "./pb-date";
import { isPublished } from "./publishing";

const NOW = Date.UTC(2026, 10, 22, 12, 0);

describe("isPublished, the published rule for a record in hand", () => {
  it.each([
    { status: "published", publishedAt: pbDate(NOW - 1), visible: true },
    { status: "published", publishedAt: pbDate(NOW), visible: true },
    { status: "published", publishedAt: pbDate(NOW + 1), visible: false },
    { status: "published", publishedAt: "", visible: false },
    { status: "draft", publishedAt: pbDate(NOW - 1), visible: false },
    { status: "", publishedAt: pbDate(NOW - 1), visible: false },
  ])("$status at $publishedAt: $visible", ({ status, publishedAt, visible }) => {
    expect(isPublished(status, publishedAt, NOW)).toBe(visible);
  });
});

describe("isPublished with an unpublish time", () => {
  it.each([
    { unpublishAt: "", visible: true },
    { unpublishAt: pbDate(NOW + 1), visible: true },
    { unpublishAt: pbDate(NOW), visible: false },
    { unpublishAt: pbDate(NOW - 60_000), visible: false },
  ])("unpublished at $unpublishAt: $visible", ({ unpublishAt, visible }) => {
    expect(isPublished("published", pbDate(NOW - 3_600_000), NOW, unpublishAt)).toBe(visible);
  });
});

import { describe, expect, it } from "vitest";
import { dueMessages } from "./live-pages";

const NOW = Date.UTC(2026, 10, 22, 12, 0);

describe("dueMessages", () => {
  it("says once per moment when something comes due, naming each collection once, soonest first", () => {
    expect(
      dueMessages(
        [
          { collection: "projects", at: NOW + 30_000 },
          { collection: "news", at: NOW + 5_000 },
          { collection: "news", at: NOW + 30_000 },
          { collection: "news", at: NOW + 30_000 },
        ],
        NOW,
      ),
    ).toEqual([
      { collections: ["news"], inMs: 5_000 },
      { collections: ["news", "projects"], inMs: 30_000 },
    ]);
  });

  it("says a moment already past is now", () => {
    expect(
      dueMessages(
        [
          { collection: "news", at: NOW - 20_000 },
          { collection: "projects", at: NOW - 1 },
        ],
        NOW,
      ),
    ).toEqual([{ collections: ["news", "projects"], inMs: 0 }]);
  });

  it("says nothing when nothing comes due", () => {
    expect(dueMessages([], NOW)).toEqual([]);
  });
});

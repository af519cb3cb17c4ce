import { describe, expect, it } from "vitest";
import { CONNECT_TOPIC, CONTENT_TOPIC, changeMessage, visitorTopicsProblem } from "./live-pages";

describe("changeMessage", () => {
  it.each([
    [
      { collections: ["news"], in_ms: 0 },
      { collections: ["news"], inMs: 0 },
    ],
    [
      { collections: ["news", "projects"], in_ms: 1500 },
      { collections: ["news", "projects"], inMs: 1500 },
    ],
    [
      { collections: ["news", "contact", "_superusers"], in_ms: -5 },
      { collections: ["news"], inMs: 0 },
    ],
    [
      { collections: ["news"], in_ms: Number.NaN },
      { collections: ["news"], inMs: 0 },
    ],
  ])("%j → %j", (change, message) => expect(changeMessage(change)).toEqual(message));

  it.each([{}, { collections: [] }, { collections: ["contact"] }, { collections: "news" as unknown as string[] }])(
    "%j says nothing",
    (change) => expect(changeMessage(change)).toBeUndefined(),
  );
});

describe("visitorTopicsProblem", () => {
  it.each([[[CONTENT_TOPIC]], [[CONTENT_TOPIC, CONNECT_TOPIC]], [[]]])("lets a visitor follow %j", (topics) =>
    expect(visitorTopicsProblem(topics)).toBeUndefined(),
  );

  it.each([
    [["news/*"]],
    [[`${CONTENT_TOPIC}?options=%7B%22query%22%3A%7B%7D%7D`]],
    [[CONTENT_TOPIC, CONNECT_TOPIC, CONTENT_TOPIC]],
    [Array.from({ length: 1000 }, (_, n) => `news/*?options=${n}`)],
  ])("refuses %#", (topics) => expect(visitorTopicsProblem(topics)).toContain(`may follow ${CONTENT_TOPIC} only`));
});

import { describe, expect, it } from "vitest";
import { visitorGone } from "./answer";

describe("visitorGone: an answer that failed because the visitor left", () => {
  it("knows a closed connection as PocketBase's engine reports it", () => {
    expect(visitorGone(new Error("GoError: write tcp 127.0.0.1:41991->127.0.0.1:60930: write: broken pipe"))).toBe(true);
    expect(visitorGone("GoError: read tcp 127.0.0.1:1->127.0.0.1:2: read: connection reset by peer")).toBe(true);
  });

  it("leaves every other failure to be logged", () => {
    expect(visitorGone(new Error("TypeError: Cannot read property 'html' of undefined"))).toBe(false);
    expect(visitorGone(new Error("GoError: database or disk is full"))).toBe(false);
    expect(visitorGone(undefined)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { latestBuildId } from "./build-check";

describe("latestBuildId", () => {
  it("reads the deployed build's id", () => {
    expect(latestBuildId(200, { id: "mfx1-9a8b7c6d", timestamp: 1 })).toBe("mfx1-9a8b7c6d");
  });

  it.each([404, 403])("tolerates %i: there is nothing to compare with", (status) => {
    expect(latestBuildId(status, null)).toBeUndefined();
  });

  it("raises any other answer, naming the status", () => {
    expect(() => latestBuildId(500, null)).toThrow("Checking for a new version failed: /builds/latest.json answered 500");
  });

  it.each([null, {}, { id: "" }, { id: 7 }])("raises an answer without an id: %j", (body) => {
    expect(() => latestBuildId(200, body)).toThrow("Checking for a new version failed: /builds/latest.json has no id");
  });
});

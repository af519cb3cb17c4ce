import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LONG_FILES } from "./test-order";

const root = path.join(import.meta.dirname, "../..");

describe("the files started first", () => {
  it.each(LONG_FILES)("%s is an integration file that exists", (file) => {
    expect(file).toMatch(/^tests\/[^/]+\.test\.ts$/);
    expect(file).not.toMatch(/\.alone\.test\.ts$/);
    expect(existsSync(path.join(root, file))).toBe(true);
  });
});

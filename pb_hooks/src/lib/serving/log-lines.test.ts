import { describe, expect, it } from "vitest";
import { cutLine } from "./log-lines";

const lineLength = (message: string, fields: [string, string][]) =>
  message.length + fields.reduce((sum, [name, value]) => sum + name.length + 2 + value.length, 0);

describe("cutLine: a log line a visitor can cause, within its length", () => {
  it("keeps short fields whole", () => {
    expect(
      cutLine(
        "Preview link refused",
        [
          ["path", "/news/a"],
          ["token", "abc…"],
        ],
        512,
      ),
    ).toEqual([
      ["path", "/news/a"],
      ["token", "abc…"],
    ]);
  });

  it("cuts the long ones so the whole line fits, short ones whole first", () => {
    const fields: [string, unknown][] = [
      ["path", `/news/${"a".repeat(7900)}`],
      ["record", "none"],
      ["reason", "no project or article at this address"],
      ["token", "x".repeat(3000)],
    ];
    const cut = cutLine("Preview link refused", fields, 512);
    expect(lineLength("Preview link refused", cut)).toBeLessThanOrEqual(512);
    expect(cut[1]).toEqual(["record", "none"]);
    expect(cut[2]).toEqual(["reason", "no project or article at this address"]);
    expect(cut[0]?.[1]).toMatch(/^\/news\/a+…$/);
    expect(cut[0]?.[1].length).toBeGreaterThan(150);
  });

  it("writes values as text, nothing for none", () => {
    expect(
      cutLine(
        "m",
        [
          ["n", 3],
          ["u", undefined],
        ],
        512,
      ),
    ).toEqual([
      ["n", "3"],
      ["u", ""],
    ]);
  });
});

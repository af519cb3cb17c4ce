import { describe, expect, it } from "vitest";
import { originFromArgs } from "./self-origin";

describe("originFromArgs", () => {
  it.each([
    [["pocketbase", "serve"], "http://127.0.0.1:8090"],
    [["pocketbase", "serve", "--http=127.0.0.1:9123"], "http://127.0.0.1:9123"],
    [["pocketbase", "serve", "--http", "10.0.0.5:8090"], "http://10.0.0.5:8090"],
    [["pocketbase", "serve", "--http=0.0.0.0:8090"], "http://127.0.0.1:8090"],
    [["pocketbase", "serve", "--http=:8091"], "http://127.0.0.1:8091"],
    [["pocketbase", "serve", "--http=[::]:8090"], "http://[::1]:8090"],
    [["pocketbase", "serve", "--http=[::1]:8090"], "http://[::1]:8090"],
  ])("%j reaches %s", (args, origin) => {
    expect(originFromArgs(args)).toBe(origin);
  });
});

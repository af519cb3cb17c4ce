import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { step } from "./progress";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const lines = { doing: "building PocketBase 0.39.11 with Go", done: "built PocketBase 0.39.11 with Go" };

/** A step that ends when the test says so. */
function pending() {
  let end: (value?: unknown) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  return { promise, end, fail };
}

describe("step", () => {
  it("says when it starts, every 10 s while it runs, and how long it took", async () => {
    const log: string[] = [];
    const work = pending();
    const running = step({ ...lines, note: "a minute or two" }, () => work.promise, { log: (line) => log.push(line) });
    expect(log).toEqual(["building PocketBase 0.39.11 with Go (a minute or two)"]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(log).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_001);
    await vi.advanceTimersByTimeAsync(2_300);
    work.end();
    await running;
    expect(log).toEqual([
      "building PocketBase 0.39.11 with Go (a minute or two)",
      "still building PocketBase 0.39.11 with Go (10 s)",
      "still building PocketBase 0.39.11 with Go (20 s)",
      "still building PocketBase 0.39.11 with Go (30 s)",
      "still building PocketBase 0.39.11 with Go (40 s)",
      "built PocketBase 0.39.11 with Go in 42.3 s",
    ]);
  });

  it("shows the last status the step reported, and only in the periodic lines", async () => {
    const log: string[] = [];
    const work = pending();
    const running = step(
      { doing: "building demo-images", done: "built demo-images" },
      async (progress) => {
        progress.report("1 of 56 pictures");
        progress.report("12 of 56 pictures");
        await work.promise;
      },
      { log: (line) => log.push(line) },
    );
    await vi.advanceTimersByTimeAsync(10_000);
    work.end();
    await running;
    expect(log).toEqual([
      "building demo-images",
      "still building demo-images (10 s; 12 of 56 pictures)",
      "built demo-images in 10.0 s",
    ]);
  });

  it("stops its periodic lines once it ends", async () => {
    const log: string[] = [];
    await step(lines, async () => undefined, { log: (line) => log.push(line) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log).toEqual(["building PocketBase 0.39.11 with Go", "built PocketBase 0.39.11 with Go in 0.0 s"]);
  });

  it("says it failed and throws the error on, with a line of the caller's when it has one", async () => {
    const log: string[] = [];
    const work = pending();
    const running = step(lines, () => work.promise, { log: (line) => log.push(line) });
    await vi.advanceTimersByTimeAsync(1_500);
    work.fail(new Error("go was not found on PATH"));
    await expect(running).rejects.toThrow("go was not found on PATH");
    const failing = step(
      { ...lines, failed: (error, seconds) => `gave up after ${seconds} s: ${(error as Error).message}` },
      () => Promise.reject(new Error("no answer")),
      { log: (line) => log.push(line) },
    );
    await expect(failing).rejects.toThrow("no answer");
    expect(log).toEqual([
      "building PocketBase 0.39.11 with Go",
      "building PocketBase 0.39.11 with Go: failed after 1.5 s",
      "building PocketBase 0.39.11 with Go",
      "gave up after 0.0 s: no answer",
    ]);
  });
});

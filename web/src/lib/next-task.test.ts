import { describe, expect, it } from "vitest";
import { nextTask } from "./next-task";

describe("nextTask", () => {
  it("resolves after the tasks already queued, not in the current one", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("queued task"), 0);
    const waiting = nextTask().then(() => order.push("after nextTask"));
    await Promise.resolve();
    order.push("same task");
    await waiting;
    expect(order).toEqual(["same task", "queued task", "after nextTask"]);
  });
});

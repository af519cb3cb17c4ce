import { describe, expect, it } from "vitest";
import { oneAtATime, servingEnv } from "./serve";

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("restarts one at a time", () => {
  it("waits for the first start before the first restart", async () => {
    const started = deferred();
    const log: string[] = [];
    const restart = oneAtATime(async () => void log.push("restart"), started.promise);

    const requested = restart();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual([]);

    started.resolve();
    await requested;
    expect(log).toEqual(["restart"]);
  });

  it("never begins a restart while one is under way, and requests made meanwhile share the next", async () => {
    const gates = [deferred(), deferred()];
    const log: string[] = [];
    let running = 0;
    let runs = 0;
    const restart = oneAtATime(async () => {
      const run = runs++;
      running += 1;
      expect(running).toBe(1);
      log.push(`begin ${run}`);
      await gates[run]?.promise;
      log.push(`end ${run}`);
      running -= 1;
    });

    const first = restart();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = restart();
    const third = restart();
    expect(second).toBe(third);

    gates[0]?.resolve();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(["begin 0", "end 0", "begin 1"]);
    gates[1]?.resolve();
    await second;
    expect(log).toEqual(["begin 0", "end 0", "begin 1", "end 1"]);
  });

  it("goes on after a failed restart", async () => {
    let calls = 0;
    const restart = oneAtATime(async () => {
      calls += 1;
      if (calls === 1) throw new Error("PocketBase did not start");
    });

    await expect(restart()).rejects.toThrow("did not start");
    await expect(restart()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});

describe("what npm start, serve and dev run PocketBase with", () => {
  it("the container's soft memory limit (GOMEMLIMIT=200MiB) unless ops set theirs (issue 32)", () => {
    expect(servingEnv({}, true).GOMEMLIMIT).toBe("200MiB");
    expect(servingEnv({ GOMEMLIMIT: "1GiB" }, true).GOMEMLIMIT).toBe("1GiB");
  });

  it("the command's SEED_DEMO unless set", () => {
    expect(servingEnv({}, true).SEED_DEMO).toBe("true");
    expect(servingEnv({}, false).SEED_DEMO).toBe("false");
    expect(servingEnv({ SEED_DEMO: "false" }, true).SEED_DEMO).toBe("false");
  });
});

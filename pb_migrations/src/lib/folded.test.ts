import { afterEach, describe, expect, it, vi } from "vitest";
import { type Applied, applyPending, type Body, registerFolded, revertOwn, stepsOf } from "./folded";

const app = {} as CoreApp;

/** A migration's code as the build wraps it: it calls `migrate` with functions that note what they did. */
const body =
  (name: string, done: string[]): Body =>
  (migrate) =>
    migrate(
      () => done.push(`up ${name}`),
      () => done.push(`down ${name}`),
    );

/** `_migrations`, in memory. */
function table(listed: string[]): Applied & { rows: string[] } {
  const rows = [...listed];
  return { rows, files: () => new Set(rows), add: (file) => rows.push(file) };
}

describe("the migrations folded into one file", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("applies, in order, each migration the table does not list, and lists each but the file's own", () => {
    const done: string[] = [];
    const steps = stepsOf([
      ["1_a.js", body("a", done)],
      ["2_b.js", body("b", done)],
      ["3_c.js", body("c", done)],
    ]);
    const applied = table(["1_a.js"]);
    expect(applyPending(app, steps, "3_c.js", applied)).toEqual(["2_b.js", "3_c.js"]);
    expect(done).toEqual(["up b", "up c"]);
    // PocketBase lists the file's own name once `up` returns: its table's key would refuse a second row.
    expect(applied.rows).toEqual(["1_a.js", "2_b.js"]);
  });

  it("runs nothing on a data dir migrated one file at a time, and everything on a new one", () => {
    const done: string[] = [];
    const steps = stepsOf([
      ["1_a.js", body("a", done)],
      ["2_b.js", body("b", done)],
    ]);
    expect(applyPending(app, steps, "2_b.js", table(["1_a.js", "2_b.js"]))).toEqual([]);
    expect(done).toEqual([]);
    const fresh = table([]);
    expect(applyPending(app, steps, "2_b.js", fresh)).toEqual(["1_a.js", "2_b.js"]);
    expect(fresh.rows).toEqual(["1_a.js"]);
  });

  it("reverts the last migration only, as `migrate down` reverted the last file", () => {
    const done: string[] = [];
    const steps = stepsOf([
      ["1_a.js", body("a", done)],
      ["2_b.js", body("b", done)],
    ]);
    revertOwn(app, steps, "2_b.js");
    expect(done).toEqual(["down b"]);
  });

  it("refuses a migration that calls migrate twice, or never, naming it", () => {
    expect(() =>
      stepsOf([
        [
          "1_a.js",
          (migrate) => {
            migrate(() => {});
            migrate(() => {});
          },
        ],
      ]),
    ).toThrow("Migration 1_a.js calls migrate twice");
    expect(() => stepsOf([["1_a.js", () => {}]])).toThrow("Migration 1_a.js never calls migrate");
  });

  it("registers one migration with PocketBase, under the last one's name", () => {
    const migrate = vi.fn();
    vi.stubGlobal("migrate", migrate);
    const done: string[] = [];
    registerFolded(
      [
        ["1_a.js", body("a", done)],
        ["2_b.js", body("b", done)],
      ],
      "2_b.js",
    );
    expect(migrate).toHaveBeenCalledTimes(1);
    expect(() => registerFolded([["1_a.js", body("a", done)]], "2_b.js")).toThrow(
      "The folded migrations end with 1_a.js, not 2_b.js",
    );
  });
});

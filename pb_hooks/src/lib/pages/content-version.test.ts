import { describe, expect, it } from "vitest";
import { SCHEDULED_COLLECTIONS } from "../../../../shared/serving/live-pages";
import { nextDue } from "./content-version";

const DUE = "2031-05-01 09:00:00.000Z";

/** An app whose scheduled collections each hold one record due at DUE, but `missing`, which no migration made yet. */
function appWithout(missing: string, missingExists = false): CoreApp {
  return {
    findRecordsByFilter(collection: string) {
      if (collection === missing) throw new Error(`no such table: ${collection}`);
      return [{ getString: () => DUE }];
    },
    findCollectionByNameOrId(name: string) {
      if (name === missing && !missingExists) throw new Error("sql: no rows in result set");
      return {};
    },
  } as unknown as CoreApp;
}

describe("nextDue", () => {
  const [first] = SCHEDULED_COLLECTIONS;

  it("passes over a scheduled collection a later migration makes, while an earlier one saves", () => {
    expect(nextDue(appWithout(first as string))).toBe(Date.parse(DUE.replace(" ", "T")));
  });

  it("lets a failed read of a collection that exists be known", () => {
    expect(() => nextDue(appWithout(first as string, true))).toThrow(/no such table/);
  });
});

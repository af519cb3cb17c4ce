import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clockAt, offsetAt, ZONE_OFFSET_YEARS, type ZoneOffsets } from "../shared/content/zone-offsets";
import { startTestServerWithProbe, type TestServer } from "./support/pocketbase";

// Saving an office writes its time zone's offsets from UTC, read from Go's zone database (pb_hooks/src/offices.pb.ts),
// so pages tell its local time by arithmetic instead of Intl (shared/content/zone-offsets.ts). The demo agency's offices get
// them from the migration that added the field, and a daily job renews them a year before they run out.

let site: TestServer;
beforeAll(async () => {
  site = await startTestServerWithProbe("raw-write-probe.pb.js", { SEED_DEMO: "true" });
});
afterAll(() => site.stop());

/** What Node's own zone database says the clock reads there. */
const intlClock = (timeZone: string, now: Date) => {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: part("weekday").slice(0, 3).toLowerCase(), time: `${part("hour")}:${part("minute")}` };
};

/** Every 5 days and 7 hours from now until the horizon, the offsets' clock against Intl's. */
function expectAgreesWithIntl(timeZone: string, offsets: ZoneOffsets) {
  const start = Date.now();
  for (let at = start; at < offsets.until; at += (5 * 24 + 7) * 3_600_000) {
    const now = new Date(at);
    const minutes = offsetAt(offsets, now);
    expect(minutes, `${timeZone} at ${now.toISOString()}`).toBeDefined();
    expect(clockAt(minutes as number, now), `${timeZone} at ${now.toISOString()}`).toEqual(intlClock(timeZone, now));
  }
}

const office = (time_zone: string) => ({ name: `Studio ${time_zone}`, city: "Somewhere", country: "Earth", time_zone });

describe("an office's time zone offsets", () => {
  it("are written on create, agree with Intl until the horizon ten years ahead, and replace whatever was sent", async () => {
    const admin = await site.superuser();
    const forged = { periods: [{ from: 0, minutes: 999 }], until: Number.MAX_SAFE_INTEGER };
    for (const zone of ["Europe/London", "America/St_Johns", "Australia/Lord_Howe", "Asia/Tokyo", "UTC"]) {
      const before = Date.now();
      const created = await admin.collection("offices").create({ ...office(zone), time_zone_offsets: forged });
      const offsets = created.time_zone_offsets as ZoneOffsets;
      const years = (offsets.until - before) / (365.2425 * 24 * 3_600_000);
      expect(years).toBeGreaterThan(ZONE_OFFSET_YEARS - 0.01);
      expect(years).toBeLessThan(ZONE_OFFSET_YEARS + 0.01);
      expectAgreesWithIntl(zone, offsets);
    }
  });

  it("follow a change of time zone on update, and every visitor reads them", async () => {
    const admin = await site.superuser();
    const created = await admin.collection("offices").create(office("Europe/Lisbon"));
    await admin.collection("offices").update(created.id, { time_zone: "America/New_York" });
    const read = await site.visitor().collection("offices").getOne(created.id);
    expect(read.time_zone).toBe("America/New_York");
    expectAgreesWithIntl("America/New_York", read.time_zone_offsets as ZoneOffsets);
  });

  it("were filled in for the offices already there by the migration (the demo agency's)", async () => {
    // Read as the superuser: a visitor may not filter offices by name (issue 32: the app never does).
    const demo = await (await site.superuser()).collection("offices").getFullList({ filter: 'name !~ "Studio "' });
    expect(demo).toHaveLength(3);
    for (const studio of demo) expectAgreesWithIntl(studio.time_zone, studio.time_zone_offsets as ZoneOffsets);
  });

  it("are renewed by the daily job a year before they run out, or when a restore left none; fresh ones are left alone", async () => {
    const admin = await site.superuser();
    const [ending, missing, fresh] = await Promise.all(
      ["Europe/Paris", "Asia/Calcutta", "America/Chicago"].map((zone) => admin.collection("offices").create(office(zone))),
    );
    const soon = { periods: [{ from: 0, minutes: 0 }], until: Date.now() + 30 * 24 * 3_600_000 };
    const write = (id: string, offsets: unknown) =>
      admin.send("/test/raw-write", {
        method: "POST",
        body: { sql: "UPDATE offices SET time_zone_offsets = {:offsets} WHERE id = {:id}", params: { offsets, id } },
      });
    await write(ending?.id ?? "", JSON.stringify(soon));
    await write(missing?.id ?? "", "null");

    const read = (id = "") => admin.collection("offices").getOne(id);
    // The cron API starts the job and answers; the job saves the offices a moment later.
    await admin.crons.run("office-zone-offsets");
    const renewed = async () => ((await read(ending?.id)).time_zone_offsets as ZoneOffsets).until > soon.until;
    for (let waited = 0; !(await renewed()) && waited < 5000; waited += 100) await new Promise((r) => setTimeout(r, 100));

    for (const [record, zone] of [
      [ending, "Europe/Paris"],
      [missing, "Asia/Calcutta"],
    ] as const) {
      const offsets = (await read(record?.id)).time_zone_offsets as ZoneOffsets;
      expect(offsets.until).toBeGreaterThan(Date.now() + (ZONE_OFFSET_YEARS - 0.1) * 365 * 24 * 3_600_000);
      expectAgreesWithIntl(zone, offsets);
    }
    expect((await read(fresh?.id)).updated).toBe(fresh?.updated);
  });
});

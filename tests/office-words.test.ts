// An office's words in the site's other languages: `/pt/` named the demo's offices Lisbon and Japan, as English does.
// Editors give an office its name, city and country in a language (`office_translations`); the rest of the office is
// one for every language. A word left empty is the office's own.
import type { default as PocketBase, RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusal } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;
let tokyo: RecordModel;

beforeAll(async () => {
  site = await startTestServer({ SEED_DEMO: "true" });
  admin = await site.superuser();
  tokyo = await admin.collection("offices").getFirstListItem('email = "tokyo@meridian.example"');
}, 60_000);
afterAll(() => site?.stop());

const html = async (path: string) => {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
/** The offices' headings, as the contact page's cards and every page's footer draw them. */
const cardHeadings = (page: string) => [...page.matchAll(/class="office-name"[^>]*>([^<]*)</g)].map((m) => m[1]);

/** The messages under the fields of a refused save. */
const messages = async (save: Promise<unknown>) =>
  Object.fromEntries(Object.entries((await refusal(save)).data).map(([field, { message }]) => [field, message]));

describe("the demo's offices in Portuguese", () => {
  it("are named as Portuguese readers know them on /pt/, and as before in English", async () => {
    const portuguese = await html("/pt/contact");
    expect(cardHeadings(portuguese)).toEqual(["Lisboa", "Brooklyn, NY", "Tóquio"]);
    expect(portuguese).toContain("Japão");
    expect(portuguese).toContain("Estados Unidos");
    // Their addresses are as on the envelope, in every language.
    expect(portuguese).toContain("Rua das Flores 28");
    expect(cardHeadings(await html("/contact"))).toEqual(["Lisbon", "Brooklyn, NY", "Tokyo"]);
    const english = await html("/contact");
    expect(english).toContain("Japan");
    expect(english).not.toContain("Japão");
  });

  it("are named so in the office page's structured data", async () => {
    const ld = (await html("/pt/office")).match(/<script type="application\/ld\+json">([^<]*)<\/script>/g)?.join("") ?? "";
    expect(ld).toContain("Tóquio");
    expect(ld).not.toContain('"Tokyo"');
  });
});

describe("an editor's words for an office", () => {
  it("show on /pt/ at once after a save, and a word left empty is the office's own", async () => {
    const words = await admin.collection("office_translations").getFirstListItem(`office = "${tokyo.id}" && language = "pt"`);
    await admin.collection("office_translations").update(words.id, { city: "Tóquio (Shibuya)" });
    expect(cardHeadings(await html("/pt/contact"))).toContain("Tóquio (Shibuya)");
    await admin.collection("office_translations").update(words.id, { city: "" });
    expect(cardHeadings(await html("/pt/contact"))).toEqual(["Lisboa", "Brooklyn, NY", "Tokyo"]);
    await admin.collection("office_translations").update(words.id, { city: "Tóquio" });
    expect(cardHeadings(await html("/pt/contact"))).toEqual(["Lisboa", "Brooklyn, NY", "Tóquio"]);
  });

  it("are refused in the default language, in a language the site lacks, or twice in one language, as the site's are", async () => {
    const words = admin.collection("office_translations");
    expect(await messages(words.create({ office: tokyo.id, language: "en", city: "Tokio" }))).toEqual({
      language: "The default language's words are the office's own: edit them on the office.",
    });
    expect(await messages(words.create({ office: tokyo.id, language: "xx", city: "Tokio" }))).toEqual({
      language: "There is no language “xx” on this site. Add it under languages first.",
    });
    const twice = await messages(words.create({ office: tokyo.id, language: "pt", city: "Tokio" }));
    expect(twice).toEqual({ language: "This office already has its words in this language: edit those." });
    expect((await words.getFullList({ filter: `office = "${tokyo.id}"` })).map((w) => w.city)).toEqual(["Tóquio"]);
    // The site's words keep the same rules.
    expect(await messages(admin.collection("site_translations").create({ language: "pt", tagline: "Outra" }))).toEqual({
      language: "The site already has its words in this language: edit those.",
    });
    expect(await messages(admin.collection("site_translations").create({ language: "en", tagline: "Other" }))).toEqual({
      language: "The default language's words are the site's own: edit them on the site record.",
    });
  });

  it("are read by visitors, and leave with their office", async () => {
    const office = await admin.collection("offices").create({
      name: "Porto",
      city: "Porto",
      country: "Portugal",
      time_zone: "Europe/Lisbon",
    });
    await admin.collection("office_translations").create({ office: office.id, language: "pt", name: "Porto (Foz)" });
    // As the app reads them: a language's words, every office's at once.
    const read = await fetch(
      `${site.url}/api/collections/office_translations/records?filter=${encodeURIComponent('language = "pt"')}`,
    );
    const items = ((await read.json()) as { items: { office: string; name: string }[] }).items;
    expect(items.find((w) => w.office === office.id)?.name).toBe("Porto (Foz)");
    expect(cardHeadings(await html("/pt/contact"))).toContain("Porto");
    await admin.collection("offices").delete(office.id);
    expect(await admin.collection("office_translations").getFullList({ filter: `office = "${office.id}"` })).toEqual([]);
  });
});

// The home page becomes a page editors compose (issue 33): every site gets a page at the address `home` in each of its
// languages, composed as the home page was drawn before (shared/sections/home.ts), in that language's words and the
// site's own (its name, tagline and typed phrases), so that nothing a visitor sees changes until an editor changes it.
// A language that has a home page already keeps it. Down removes nothing: the pages are the editors' from now on.

import { pbDate } from "../../shared/content/pb-date";
import { wordsFor } from "../../shared/languages/words";
import { HOME_ADDRESS } from "../../shared/pages/public-paths";
import { type HomeSite, homeSections } from "../../shared/sections/home";

migrate((app) => {
  const languages = app.findRecordsByFilter("languages", "", "-is_default,code", 0, 0) as core.Record[];
  if (languages.length === 0) return;
  const [site] = app.findRecordsByFilter("site", "", "", 1, 0) as core.Record[];
  const own: HomeSite = {
    site_name: site?.getString("site_name") ?? "",
    tagline: site?.getString("tagline") ?? "",
    hero_words: site?.getString("hero_words") ?? "",
  };
  const offices = app.countRecords("offices");
  // Published as long as the site has been, and in any case before now: a publish time within the coming minute would
  // be announced to open pages as a record coming due (lib/pages/live-pages.ts).
  const DAY = 86_400_000;
  const since = Date.parse(site?.getString("created").replace(" ", "T") ?? "");
  const publishedAt = pbDate(Math.min(Number.isNaN(since) ? Number.POSITIVE_INFINITY : since, Date.now() - DAY));
  /** The site's words in a language other than the default: its own where it has them, else the site's. */
  const siteIn = (code: string): HomeSite => {
    const [words] = app.findRecordsByFilter("site_translations", "language = {:code}", "", 1, 0, { code }) as core.Record[];
    const or = (field: keyof HomeSite) => words?.getString(field).trim() || own[field];
    return { site_name: or("site_name"), tagline: or("tagline"), hero_words: or("hero_words") };
  };
  const homeOf = (code: string) =>
    app.findRecordsByFilter("pages", "language = {:code} && slug = {:slug}", "", 1, 0, { code, slug: HOME_ADDRESS })[0] as
      | core.Record
      | undefined;

  let original = homeOf(languages[0]?.getString("code") ?? "")?.id ?? "";
  const made: string[] = [];
  for (const [index, language] of languages.entries()) {
    const code = language.getString("code");
    if (homeOf(code)) continue;
    const words = wordsFor(code);
    const sections = homeSections(words, index === 0 ? own : siteIn(code), offices).map((section) => {
      const record = new Record(app.findCollectionByNameOrId("sections"));
      for (const [field, value] of Object.entries(section)) record.set(field, value);
      app.save(record);
      return record.id;
    });
    const page = new Record(app.findCollectionByNameOrId("pages"));
    page.set("title", words.header.home);
    page.set("slug", HOME_ADDRESS);
    page.set("language", code);
    if (index > 0 && original) page.set("translation_of", original);
    page.set("status", "published");
    page.set("published_at", publishedAt);
    page.set("sections", sections);
    app.save(page);
    if (index === 0) original = page.id;
    made.push(code);
  }
  if (made.length > 0) console.log(`Home page: composed as before, in ${made.join(", ")}; editors change it in Pages → home.`);
});

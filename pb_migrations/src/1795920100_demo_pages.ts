// The demo's own pages (issue 33): About, Careers and a landing page for one service, each composed of sections, in
// English and, when the Portuguese demo is there, in Portuguese as their translations. Loaded when SEED_DEMO is true and
// the English demo is there; never over pages an editor already made.

import { pbDate } from "../../shared/content/pb-date";
import { DEMO_PAGES, type DemoSection } from "./demo/pages";

migrate((app) => {
  if ($os.getenv("SEED_DEMO") !== "true") return;
  if (app.findRecordsByFilter("projects", "title = 'Northwind Coffee Roasters'", "", 1, 0).length === 0) return;
  if (app.findRecordsByFilter("pages", "", "", 1, 0).length > 0) {
    console.log("Demo pages: not loaded, because there are pages already.");
    return;
  }
  const dir = $filepath.join(__hooks, "demo-images");
  const hasPortuguese = app.findRecordsByFilter("languages", "code = 'pt'", "", 1, 0).length > 0;
  const serviceId = (name: string) =>
    (app.findRecordsByFilter("services", "name = {:name}", "", 1, 0, { name })[0] as core.Record | undefined)?.id ?? "";

  const saveSection = (section: DemoSection): string => {
    const record = new Record(app.findCollectionByNameOrId("sections"));
    for (const [field, value] of Object.entries(section)) {
      if (field === "image") record.set(field, $filesystem.fileFromPath($filepath.join(dir, String(value))));
      else if (field === "service") record.set(field, serviceId(String(value)));
      else record.set(field, value);
    }
    app.save(record);
    return record.id;
  };
  const savePage = (
    page: { title: string; slug: string; excerpt: string; sections: DemoSection[] },
    language: string,
    original?: string,
  ): string => {
    const record = new Record(app.findCollectionByNameOrId("pages"));
    record.set("title", page.title);
    record.set("slug", page.slug);
    record.set("excerpt", page.excerpt);
    record.set("seo_description", page.excerpt.slice(0, 160));
    record.set("language", language);
    if (original) record.set("translation_of", original);
    record.set("status", "published");
    record.set("published_at", pbDate(Date.now()));
    record.set("sections", page.sections.map(saveSection));
    app.save(record);
    return record.id;
  };

  for (const page of DEMO_PAGES) {
    const id = savePage(page, "en");
    if (hasPortuguese) savePage(page.pt, "pt", id);
  }
  console.log(`Demo pages: loaded ${DEMO_PAGES.length} pages${hasPortuguese ? ", each in Portuguese too" : ""}.`);
});

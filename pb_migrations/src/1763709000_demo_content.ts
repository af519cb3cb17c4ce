// The demo agency, loaded once into a fresh data dir when SEED_DEMO=true (npm start
// sets it; `npm run serve` and Docker leave it off). Being a migration, it can never
// run twice, and it refuses to run over content that is already there.

import { escapeHtml } from "../../shared/content/html";
import { pbDate } from "../../shared/content/pb-date";
import { DEMO_IMAGES, GALLERY_SIZE, newsCover, officeImage, projectCover, projectGallery, SEO_IMAGE } from "./demo/images";
import { ARTICLES, NOTES } from "./demo/news";
import { OFFICES, REDIRECTS, SITE } from "./demo/offices";
import { PROJECTS, SERVICES } from "./demo/projects";

const DAY = 86_400_000;
const when = (offsetDays: number) => pbDate(Date.now() + offsetDays * DAY);

function publishing(state: "draft" | "scheduled" | undefined, daysAgo: number) {
  if (state === "draft") return { status: "draft", published_at: "" };
  return { status: "published", published_at: state === "scheduled" ? when(30) : when(-daysAgo) };
}

function save(app: CoreApp, collection: string, fields: Record<string, unknown>): core.Record {
  const record = new Record(app.findCollectionByNameOrId(collection));
  for (const [name, value] of Object.entries(fields)) record.set(name, value);
  app.save(record);
  return record;
}

migrate((app) => {
  if ($os.getenv("SEED_DEMO") !== "true") {
    console.log("Demo content: not loaded (SEED_DEMO is not true).");
    return;
  }
  const existing = ["projects", "news", "offices"].filter((c) => app.countRecords(c) > 0);
  if (existing.length > 0) {
    console.log(`Demo content: not loaded, because ${existing.join(", ")} already have records.`);
    return;
  }

  const dir = $filepath.join(__hooks, "demo-images");
  const missing = DEMO_IMAGES.filter((image) => {
    try {
      $os.stat($filepath.join(dir, image.file));
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0) {
    throw new Error(
      `Demo content: ${missing.length} images are missing from ${dir} (e.g. ${missing[0]?.file}). Run "npm run build" first.`,
    );
  }
  const file = (name: string) => $filesystem.fileFromPath($filepath.join(dir, name));

  const serviceIds = new Map<string, string>();
  SERVICES.forEach((service, i) => {
    serviceIds.set(service.name, save(app, "services", { ...service, sort_order: (i + 1) * 10 }).id);
  });

  PROJECTS.forEach((project, p) => {
    const body = [
      `<h2>The challenge</h2><p>${escapeHtml(project.challenge)}</p>`,
      `<h2>What we did</h2><ul>${project.approach.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ul>`,
      `<h2>The outcome</h2><p>${escapeHtml(project.outcome)}</p>`,
    ].join("\n");
    save(app, "projects", {
      title: project.title,
      client: project.client,
      year: project.year,
      services: project.services.map((name) => serviceIds.get(name)),
      summary: project.summary,
      body,
      cover: file(projectCover(project.title)),
      gallery: Array.from({ length: GALLERY_SIZE }, (_, n) => file(projectGallery(project.title, n))),
      video_url: project.video ?? "",
      featured: project.featured ?? false,
      sort_order: (p + 1) * 10,
      seo_description: project.summary.slice(0, 160),
      ...publishing(project.state, 20 * p + 3),
    });
  });

  ARTICLES.forEach((article, i) => {
    const notes = NOTES[article.tags] ?? [];
    const body = [
      `<p>${escapeHtml(notes[0] ?? "")}</p>`,
      `<blockquote><p>${escapeHtml(notes[1] ?? "")}</p></blockquote>`,
      article.extra ?? "",
      `<p>Want to talk about it? <a href="/contact">Get in touch</a>.</p>`,
    ].join("\n");
    save(app, "news", {
      title: article.title,
      excerpt: article.excerpt,
      body,
      cover: file(newsCover(i)),
      tags: article.tags,
      author_name: article.author,
      ...publishing(article.state, 6 * i + 1),
    });
  });

  OFFICES.forEach((office, i) => {
    save(app, "offices", { ...office, image: file(officeImage(i)), sort_order: (i + 1) * 10 });
  });

  for (const redirect of REDIRECTS) save(app, "redirects", redirect);

  const site = app.findFirstRecordByFilter("site", "");
  for (const [name, value] of Object.entries(SITE)) site.set(name, value);
  site.set("seo_image", file(SEO_IMAGE));
  app.save(site);

  console.log(`Demo content: loaded ${PROJECTS.length} projects, ${ARTICLES.length} articles, ${OFFICES.length} offices.`);
});

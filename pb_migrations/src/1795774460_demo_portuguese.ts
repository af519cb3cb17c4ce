// The demo agency in Portuguese (issue 24): the language, the site's words, every service, three projects and five
// articles, each a translation of its English original, so `npm start` shows the whole feature. Loaded when SEED_DEMO
// is true and the demo's English records are there; never over a language an editor already added.

import { escapeHtml } from "../../shared/content/html";
import { slugify } from "../../shared/content/slug";
import { GALLERY_SIZE, newsCover, projectCover, projectGallery } from "./demo/images";
import { ARTICLES } from "./demo/news";
import { ARTICLES_PT, PORTUGUESE, PROJECTS_PT, SERVICES_PT, SITE_PT } from "./demo/portuguese";

{
  const saveNew = (app: CoreApp, collection: string, fields: Record<string, unknown>): core.Record => {
    const record = new Record(app.findCollectionByNameOrId(collection));
    for (const [name, value] of Object.entries(fields)) record.set(name, value);
    app.save(record);
    return record;
  };

  /** The English original by its title (or a service's name), if the demo loaded it. */
  const original = (app: CoreApp, collection: string, field: string, value: string): core.Record | undefined =>
    app.findRecordsByFilter(collection, `language = 'en' && ${field} = {:value}`, "", 1, 0, { value })[0] ?? undefined;

  migrate((app) => {
    if ($os.getenv("SEED_DEMO") !== "true") return;
    if (!original(app, "projects", "title", "Northwind Coffee Roasters")) {
      console.log("Demo content in Portuguese: not loaded, because the English demo is not there.");
      return;
    }
    if (app.findRecordsByFilter("languages", "code = 'pt'", "", 1, 0).length > 0) {
      console.log("Demo content in Portuguese: not loaded, because a language pt is already there.");
      return;
    }
    const dir = $filepath.join(__hooks, "demo-images");
    const file = (name: string) => $filesystem.fileFromPath($filepath.join(dir, name));
    const translation = (source: core.Record) => ({ language: PORTUGUESE.code, translation_of: source.id });
    const publishing = (source: core.Record) => ({
      status: source.getString("status"),
      published_at: source.getString("published_at"),
    });

    saveNew(app, "languages", { ...PORTUGUESE, is_default: false, live: true });
    saveNew(app, "site_translations", { language: PORTUGUESE.code, ...SITE_PT });

    const services = new Map<string, string>();
    for (const [name, words] of Object.entries(SERVICES_PT)) {
      const source = original(app, "services", "name", name);
      if (!source) continue;
      const saved = saveNew(app, "services", {
        ...words,
        ...translation(source),
        slug: slugify(words.name),
        sort_order: source.getInt("sort_order"),
        icon: source.getString("icon"),
      });
      services.set(source.id, saved.id);
    }

    for (const [title, words] of Object.entries(PROJECTS_PT)) {
      const source = original(app, "projects", "title", title);
      if (!source) continue;
      const body = [
        `<h2>O desafio</h2><p>${escapeHtml(words.challenge)}</p>`,
        `<h2>O que fizemos</h2><ul>${words.approach.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ul>`,
        `<h2>O resultado</h2><p>${escapeHtml(words.outcome)}</p>`,
      ].join("\n");
      saveNew(app, "projects", {
        ...translation(source),
        title: words.title,
        slug: slugify(words.title),
        client: source.getString("client"),
        year: source.getInt("year"),
        services: source.getStringSlice("services").map((id) => services.get(id) ?? id),
        summary: words.summary,
        body,
        cover: file(projectCover(title)),
        cover_alt: words.coverAlt,
        gallery: Array.from({ length: GALLERY_SIZE }, (_, n) => file(projectGallery(title, n))),
        gallery_alt: words.galleryAlt.join("\n"),
        video_url: source.getString("video_url"),
        featured: source.getBool("featured"),
        sort_order: source.getInt("sort_order"),
        seo_description: words.summary.slice(0, 160),
        ...publishing(source),
      });
    }

    for (const [title, words] of Object.entries(ARTICLES_PT)) {
      const source = original(app, "news", "title", title);
      const index = ARTICLES.findIndex((article) => article.title === title);
      if (!source || index < 0) continue;
      const body = [
        `<p>${escapeHtml(words.paragraphs[0])}</p>`,
        `<blockquote><p>${escapeHtml(words.paragraphs[1])}</p></blockquote>`,
        `<p>Quer falar sobre isto? <a href="/pt/contact">Escreva-nos</a>.</p>`,
      ].join("\n");
      saveNew(app, "news", {
        ...translation(source),
        title: words.title,
        slug: slugify(words.title),
        excerpt: words.excerpt,
        body,
        cover: file(newsCover(index)),
        cover_alt: words.coverAlt,
        tags: words.tags,
        author_name: source.getString("author_name"),
        ...publishing(source),
      });
    }
    console.log(
      `Demo content in Portuguese: loaded ${services.size} services, ${Object.keys(PROJECTS_PT).length} projects, ${Object.keys(ARTICLES_PT).length} articles.`,
    );
  });
}

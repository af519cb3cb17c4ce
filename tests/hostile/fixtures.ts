import type PocketBase from "pocketbase";
import { jpegBlob, publishing, type Visibility } from "../support/fixtures";

/**
 * The records the hostile corpus aims at, seeded by the superuser: a draft project, a draft article, a scheduled
 * article (each with a cover and a secret title and slug that no visitor may ever see) and a published article.
 * Case modules name them with placeholders (`{draftProjectId}`…) in paths, bodies and mustNotLeak; the runner
 * fills them in. Only these keys are replaced: payloads may hold other braces (a CSS rule, a template).
 */
export type Placeholders = Record<string, string>;

async function seed(admin: PocketBase, collection: "projects" | "news", state: Visibility, secret: string) {
  const form = new FormData();
  const fields = { title: `Secret ${secret}`, slug: `secret-${secret}`, cover_alt: "A secret picture.", ...publishing(state) };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("cover", jpegBlob(), `${secret}.jpg`);
  const record = await admin.collection(collection).create(form);
  return { id: record.id, cover: String(record.cover), title: fields.title, slug: fields.slug };
}

export async function seedPlaceholders(admin: PocketBase): Promise<Placeholders> {
  // Random, so a leak cannot be a coincidence with the page's own words.
  const secret = (what: string) => `${what}-${Math.random().toString(36).slice(2, 10)}`;
  const [draftProject, draftNews, scheduledNews, publishedNews] = await Promise.all([
    seed(admin, "projects", "draft", secret("draft-project")),
    seed(admin, "news", "draft", secret("draft-article")),
    seed(admin, "news", "scheduled", secret("scheduled-article")),
    seed(admin, "news", "published", secret("published-article")),
  ]);
  const collections = await admin.collections.getFullList({ fields: "id,name" });
  const collectionId = (name: string) => collections.find((c) => c.name === name)?.id ?? `(no ${name} collection)`;
  return {
    draftProjectId: draftProject.id,
    draftProjectCover: draftProject.cover,
    draftProjectTitle: draftProject.title,
    draftProjectSlug: draftProject.slug,
    draftNewsId: draftNews.id,
    draftNewsCover: draftNews.cover,
    draftNewsTitle: draftNews.title,
    draftNewsSlug: draftNews.slug,
    scheduledNewsId: scheduledNews.id,
    scheduledNewsCover: scheduledNews.cover,
    scheduledNewsTitle: scheduledNews.title,
    scheduledNewsSlug: scheduledNews.slug,
    publishedNewsId: publishedNews.id,
    publishedNewsCover: publishedNews.cover,
    publishedNewsSlug: publishedNews.slug,
    projectsCollectionId: collectionId("projects"),
    newsCollectionId: collectionId("news"),
    contactCollectionId: collectionId("contact"),
  };
}

/** Fills in every known `{key}` in a string, or in every string of a JSON value. */
export function fillPlaceholders<T>(value: T, placeholders: Placeholders): T {
  if (typeof value === "string") return value.replace(/\{(\w+)\}/g, (whole, key: string) => placeholders[key] ?? whole) as T;
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, placeholders)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, placeholders)])) as T;
  return value;
}

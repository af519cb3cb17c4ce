// Compile-time checks that record types follow the declarations (checked by `npm run typecheck`).
import type { OpeningHours } from "../content/opening-hours";
import type { news } from "./news";
import type { NewsArticle, Office, PreviewFields, Project, SiteSettings, VisitorRecord } from "./records";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type Checks = [
  Assert<Equal<Project["title"], string>>,
  Assert<Equal<Project["year"], number>>,
  Assert<Equal<Project["featured"], boolean>>,
  Assert<Equal<Project["status"], "draft" | "published" | "">>,
  Assert<Equal<Project["cover"], string>>,
  Assert<Equal<Project["gallery"], string[]>>,
  Assert<Equal<Project["services"], string[]>>,
  Assert<Equal<NewsArticle["tags"], string>>,
  Assert<Equal<Office["opening_hours"], OpeningHours | null>>,
  Assert<Equal<Office["location"], { lon: number; lat: number }>>,
  Assert<Equal<SiteSettings["site_name"], string>>,
  Assert<Equal<"contact_email" extends keyof SiteSettings ? true : false, false>>,
  Assert<Equal<"preview_url" extends keyof Project ? true : false, false>>,
  Assert<Equal<"preview_url" extends keyof NewsArticle ? true : false, false>>,
  Assert<Equal<"preview_token" extends keyof Project ? true : false, false>>,
  Assert<Equal<"preview_expires" extends keyof NewsArticle ? true : false, false>>,
  // The one line a new collection's type is (docs/guides/new-page.md): an article's, written so, is an article.
  Assert<Equal<VisitorRecord<typeof news, PreviewFields>, NewsArticle>>,
];

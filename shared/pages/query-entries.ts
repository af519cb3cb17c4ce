import { iconNamesIn } from "../icons/editor-icons";
import { type PageView, type QueryKey, queryKeys } from "./view";

// Its own module, apart from shared/pages/view.ts, which the app's entry imports for its query keys: only the server writes
// these entries, and what they need (editor-icons.ts) would otherwise ride in the entry's JS budget.

/**
 * The query cache entries a page's loaders read, in the order they read them: what the server
 * writes into the page as inline data, for the app to seed its cache from before it renders.
 */
/** The key of a record's translations: by its original's id. */
const translationsKey = (collection: string, record: { id: string; translation_of?: string }) =>
  queryKeys.translations(collection, record.translation_of || record.id);

export function pageQueryEntries(view: PageView): [QueryKey, unknown][] {
  const entries: [QueryKey, unknown][] = [
    // Under the path the app asks for (normalised, as the rules' own path is).
    [queryKeys.redirectLookup(view.rules.path), view.rules],
    [queryKeys.site(), view.site],
    [queryKeys.offices(), view.offices],
  ];
  const content = view.content;
  switch (content.kind) {
    case "home":
      entries.push(
        [queryKeys.projects(), content.projects],
        [queryKeys.services(), content.services],
        [queryKeys.latestNews(), content.news],
        ...(content.icons ?? []).map((answer): [QueryKey, unknown] => [
          queryKeys.icons(
            answer.prefix,
            iconNamesIn(
              content.services.map((service) => service.icon),
              answer.prefix,
            ),
          ),
          answer,
        ]),
      );
      break;
    case "work":
      entries.push([queryKeys.projects(), content.projects], [queryKeys.services(), content.services]);
      break;
    case "news":
      entries.push([queryKeys.newsPage(content.news.page, content.tag), content.news]);
      break;
    case "article":
      entries.push(
        [queryKeys.article(content.article.slug), content.article],
        [queryKeys.articleNeighbours(content.article.slug), content.neighbours],
      );
      if (content.translations) entries.push([translationsKey("news", content.article), content.translations]);
      break;
    case "project":
      entries.push([queryKeys.project(content.project.slug), content.project], [queryKeys.projects(), content.projects]);
      if (content.translations) entries.push([translationsKey("projects", content.project), content.translations]);
      break;
    case "search":
      if (content.results) entries.push([queryKeys.search(content.results.query), content.results]);
      break;
  }
  if (view.preview) entries.push([queryKeys.preview(), view.preview]);
  return entries;
}

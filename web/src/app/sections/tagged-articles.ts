import { tagFilter } from "../../../../shared/content/tags";
import { listOptions, type NewsCard, newsCards } from "../../../../shared/pages/lists";
import { languageFilter } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

/** The latest articles of one tag, as many as a list of articles section shows (no count: it has no page links). */
export async function taggedArticles(count: number, tag: string): Promise<NewsCard[]> {
  const tagged = tagFilter(tag);
  const filter = `${languageFilter()} && ${pb.filter(tagged.filter, tagged.params)}`;
  return (await pb.collection("news").getList<NewsCard>(1, count, { ...listOptions(newsCards), filter, skipTotal: true })).items;
}

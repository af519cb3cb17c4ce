import type { Section } from "../../../../shared/schema/records";
import { DEFAULT_LISTED } from "../../../../shared/sections/kinds";
import { newsPageQuery } from "../../features/news/news-page-query";

/** How many records a list section shows. */
export const listedCount = (section: Pick<Section, "count">) => section.count || DEFAULT_LISTED;
/** The query a list of articles reads: the first page of the latest, or of one tag's. */
export const articlesQueryOf = (section: Pick<Section, "tag">) => newsPageQuery(1, section.tag.trim() || undefined);

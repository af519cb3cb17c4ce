import { queryOptions } from "@tanstack/react-query";
import { HOME_RECORD } from "../../../../shared/pages/public-paths";
import { queryKeys } from "../../../../shared/pages/view";
import type { EditorPage } from "../../../../shared/schema/records";
import { SECTIONS_EXPAND } from "../../../../shared/sections/kinds";
import { languageFilter } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

const pageBySlug = (slug: string) =>
  pb
    .collection(HOME_RECORD.collection)
    .getFirstListItem<EditorPage>(`${languageFilter()} && ${pb.filter("slug = {:slug}", { slug })}`, {
      expand: SECTIONS_EXPAND,
    });

/** One editor's page by its address (its slug, "services/brand-strategy"), with its sections in their order. */
export const editorPageQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.record(HOME_RECORD.collection, slug),
    queryFn: () => pageBySlug(slug),
    staleTime: 60_000,
  });

/**
 * The home page: the editors' page at the address home in the document's language, with its sections; null while
 * there is none (an editor deleted it, or took it down), and `/` draws the home composition of before.
 */
export const homePageQuery = () =>
  queryOptions({
    queryKey: queryKeys.home(),
    queryFn: () =>
      pageBySlug(HOME_RECORD.slug).catch((error: { status?: number }) => (error?.status === 404 ? null : Promise.reject(error))),
    staleTime: 60_000,
  });

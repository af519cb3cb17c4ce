import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../../../../shared/pages/view";
import type { EditorPage } from "../../../../shared/schema/records";
import { languageFilter } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

/** One editor's page by its address (its slug, "services/brand-strategy"), with its sections in their order. */
export const editorPageQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.record("pages", slug),
    queryFn: () =>
      pb.collection("pages").getFirstListItem<EditorPage>(`${languageFilter()} && ${pb.filter("slug = {:slug}", { slug })}`, {
        expand: "sections",
      }),
    staleTime: 60_000,
  });

import { skipToken, useQuery } from "@tanstack/react-query";
import { useMatch } from "@tanstack/react-router";
import { PREVIEW_PARAM, type Preview } from "../../../../shared/content/preview";
import { queryKeys } from "../../../../shared/pages/view";

/**
 * Preview mode (docs/decisions/archive/038-draft-preview-links.md) belongs to the document a preview link opened: the server
 * judged the token and wrote the record into the page's inline data under the app's own keys. The record routes show
 * it, bar and all, while the app is at the link's address (its path with its token), and never ask the API for it,
 * which refuses drafts. Away from that address, preview mode is over; Back to it is the same document's preview
 * again, so its entries are kept for the document's life. Used by the record routes only, so its code is theirs.
 */

/**
 * The preview this document was opened with, while the page drawing it is at its address. The page's own match is
 * asked, not the router's location: leaving, the location is already the next page's while this page is still on
 * screen (fading out, the next one loading), and a change heard then would refetch the draft it shows (the API
 * answers 404).
 */
export function usePreview(): Preview | undefined {
  // Filled only by the server's inline data; never fetched.
  const { data: preview } = useQuery<Preview>({
    queryKey: queryKeys.preview(),
    queryFn: skipToken,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const here = useMatch({
    strict: false,
    select: ({ pathname, search }) =>
      pathname === preview?.path && (search as Record<string, unknown>)[PREVIEW_PARAM] === preview.token,
  });
  return here ? preview : undefined;
}

/**
 * A record route's query options on a preview: never refetched (not on focus, not when a change is announced) and
 * kept for Back. The API would answer a draft with 404, and a draft's neighbours as of no publish time.
 */
export const held = <Options extends object>(options: Options, preview: Preview | undefined) =>
  preview ? { ...options, staleTime: "static" as const, gcTime: Number.POSITIVE_INFINITY } : options;

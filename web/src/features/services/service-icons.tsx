import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import {
  EDITOR_ICON_ATTRIBUTES,
  type IconAnswer,
  iconNamesIn,
  iconPrefixesIn,
  iconView,
  parseIconName,
} from "../../../../shared/icons/editor-icons";
import { queryKeys } from "../../../../shared/pages/view";
import type { Service } from "../../../../shared/schema/records";

/** How long the app waits for icons before drawing the page without them (seed spec §7). */
const ICON_TIMEOUT_MS = 1500;

/** Names already said to be missing: one line each, however often a page draws them. */
const reported = new Set<string>();

/**
 * One set's icons from our own endpoint (never a third party's: the server asks the public API when the site allows
 * it). A failure or a timeout is logged once and answers no icons, so the page shows none rather than an error.
 */
const iconsQuery = (prefix: string, names: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.icons(prefix, names),
    queryFn: async (): Promise<IconAnswer> => {
      const url = `/api/icons/${prefix}.json?icons=${names.join(",")}`;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(ICON_TIMEOUT_MS) });
        const answer = (await response.json()) as IconAnswer;
        if (!response.ok && !answer.not_found) throw new Error(`${response.status} ${response.statusText}`);
        return answer;
      } catch (error) {
        console.warn(`Icons could not be loaded from ${url}; the page shows none`, error);
        return { prefix, icons: {}, not_found: [...names] };
      }
    },
    // Icons change only with a deploy.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The icons a list of services shows, one request per set: a loader's, so that they are drawn with its page. */
export function ensureIcons(queryClient: QueryClient, services: readonly Service[]): Promise<IconAnswer[]> {
  const values = services.map((service) => service.icon);
  return Promise.all(
    iconPrefixesIn(values).map((prefix) => queryClient.ensureQueryData(iconsQuery(prefix, iconNamesIn(values, prefix)))),
  );
}

/**
 * An editor's icon (`ph:compass`), as the server draws it (shared/icons/editor-icons.ts); nothing when it has none. `all` is
 * every icon the page shows, so that all of one set's come in one request (the server's inline data on a full load).
 */
export function EditorIcon({ value, all }: { value: string; all: readonly string[] }) {
  const icon = parseIconName(value);
  const { data: answer } = useQuery({
    ...iconsQuery(icon?.prefix ?? "", iconNamesIn(all, icon?.prefix ?? "")),
    enabled: Boolean(icon),
  });
  if (!icon || !answer) return null;
  const view = iconView(answer, icon.name);
  if (!view) {
    if (!reported.has(value)) {
      reported.add(value);
      console.warn(`Icon not found: ${value}. Check the name at the record's icon field, e.g. ph:compass.`);
    }
    return null;
  }
  const { class: className, "aria-hidden": ariaHidden, ...rest } = EDITOR_ICON_ATTRIBUTES;
  return (
    <svg
      {...rest}
      className={className}
      aria-hidden={ariaHidden}
      viewBox={view.viewBox}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an installed icon set's SVG, or the public API's once checked by safeIconBody on the server
      dangerouslySetInnerHTML={{ __html: view.body }}
    />
  );
}

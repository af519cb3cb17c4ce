import type { QueryClient } from "@tanstack/react-query";
import type { Section } from "../../../../shared/schema/records";
import { officesQuery } from "../../features/offices/offices-query";
import { featuredProjectsQuery } from "../../features/projects/projects-query";
import { ensureIcons } from "../../features/services/service-icons";
import { servicesQuery } from "../../features/services/services-query";
import { articlesQueryOf, listedCount } from "./list-queries";
import { loadSectionKinds } from "./sections";

/**
 * What a page's sections read besides themselves, put in the query cache by the page's loader (so the server draws
 * them and the app hydrates from the same entries): each list section's records, asked for once a kind.
 */
export async function ensureSectionData(queryClient: QueryClient, sections: readonly Section[]): Promise<void> {
  const kinds = new Set(sections.map((section) => section.kind));
  const reads: Promise<unknown>[] = [];
  if (kinds.has("offices")) reads.push(queryClient.ensureQueryData(officesQuery()));
  if (kinds.has("services"))
    reads.push(queryClient.ensureQueryData(servicesQuery()).then((services) => ensureIcons(queryClient, services)));
  for (const section of sections)
    if (section.kind === "articles") reads.push(queryClient.ensureQueryData(articlesQueryOf(section)));
    else if (section.kind === "projects")
      reads.push(queryClient.ensureQueryData(featuredProjectsQuery(listedCount(section), section.service)));
  reads.push(loadSectionKinds(sections));
  await Promise.all(reads);
}

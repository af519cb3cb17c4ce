import { IMAGE_SIZES } from "../image-layout";
import { PRIORITY_CARDS } from "../images";
import type { PageView } from "../page-view";
import { projectCard } from "./cards";
import { type Here, link, type Target, to } from "./links";
import { each, text } from "./markup";

type Work = Extract<PageView["content"], { kind: "work" }>;

/** web/src/routes/work.tsx */
export function workPage(here: Here, content: Work): string {
  const { selected, projects, services } = content;
  const service = services.find((s) => s.slug === selected);
  const shown = service ? projects.filter((p) => p.services.includes(service.id)) : projects;
  // "All" is exact, as in the app: every filter's address holds "no filter".
  const chip = (target: Target, label: string, current: boolean, exact = false) =>
    `<li>${link(here, target, { class: "chip", exact, attributes: { "aria-current": current ? "page" : undefined } }, text(label))}</li>`;

  return (
    `<div class="container"><header class="page-head"><h1>Work</h1><p class="lede">` +
    text(service ? `${service.name}: ${service.summary}` : "Brands, products and films we have made with clients we admire.") +
    `</p></header><nav aria-label="Filter projects by service"><ul class="filters">` +
    chip(to.work(), "All", !selected, true) +
    each(services, (s) => chip(to.work(s.slug), s.name, s.slug === selected)) +
    "</ul></nav>" +
    (shown.length === 0
      ? `<p class="notice" role="status">${text(
          service ? `No ${service.name} projects are published yet.` : "No projects are published yet.",
        )}</p>`
      : `<h2 class="visually-hidden">${text(service ? `${service.name} projects` : "All projects")}</h2>` +
        `<div class="project-grid" data-animate="slide-bottom.stagger:0.1">` +
        each(shown, (project, i) => projectCard(here, project, IMAGE_SIZES.workCard, i < PRIORITY_CARDS.work)) +
        "</div>") +
    "</div>"
  );
}

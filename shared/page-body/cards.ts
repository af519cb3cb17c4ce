import { formatDate, splitTags } from "../format";
import { iconSvg } from "../icons";
import type { NewsCard, ProjectCard } from "../lists";
import { describeDays } from "../opening-hours";
import { isoDate } from "../pb-date";
import type { Office } from "../records";
import { OFFICE_CLOCK_PLACEHOLDER } from "../zone-offsets";
import { imageHtml } from "./image";
import { type Here, link, to } from "./links";
import { each, element, text, when } from "./markup";

/** web/src/features/projects/project-card.tsx */
export function projectCard(here: Here, project: ProjectCard, sizes: string, priority = false): string {
  const services = project.expand?.services?.map((s) => s.name).join(" · ");
  const image = imageHtml({ record: project, file: project.cover, sizes, alt: "", width: 1600, height: 1000, priority });
  return element(
    "article",
    { class: "project-card" },
    link(
      here,
      to.project(project.slug),
      { class: "project-card-link" },
      `${image}<h3 class="project-card-title">${text(project.title)}</h3>`,
    ) +
      `<p class="project-card-meta">${text(project.client)}${project.year ? text(`, ${project.year}`) : ""}</p>` +
      when(services, () => `<p class="project-card-services">${text(services ?? "")}</p>`),
  );
}

/** web/src/features/news/news-card.tsx */
export function newsCard(here: Here, article: NewsCard, sizes: string): string {
  const image = when(article.cover, () =>
    imageHtml({
      record: article,
      file: article.cover,
      sizes,
      alt: "",
      width: 1200,
      height: 750,
    }),
  );
  return element(
    "article",
    { class: "news-card" },
    link(here, to.article(article.slug), { class: "news-card-link" }, `${image}<h3>${text(article.title)}</h3>`) +
      `<p class="news-card-meta">${dateHtml(article.published_at)}${when(article.tags, () => `<span> · ${tagLinks(here, article.tags)}</span>`)}</p>` +
      when(article.excerpt, () => `<p class="news-card-excerpt">${text(article.excerpt)}</p>`),
  );
}

/** web/src/features/news/tag-links.tsx: an article's tags, each a link to the articles that carry it. */
export const tagLinks = (here: Here, tags: string) =>
  each(splitTags(tags), (tag, i) => `${i > 0 ? ", " : ""}${link(here, to.news(1, tag), { class: "tag" }, text(tag))}`);

/** A publishing date as the app writes it: machine-readable in `datetime`, "12 March 2026" to read. */
export const dateHtml = (value: string) => element("time", { datetime: isoDate(value) }, text(formatDate(value)));

const mapLink = (office: Office) =>
  `https://www.openstreetmap.org/?mlat=${office.location.lat}&mlon=${office.location.lon}#map=17/${office.location.lat}/${office.location.lon}`;

/** web/src/features/offices/office-card.tsx, without its live clock (see above). */
export function officeCard(office: Office, sizes: string, compact = false): string {
  const hours = office.opening_hours ?? [];
  const hasLocation = office.location.lat !== 0 || office.location.lon !== 0;
  const clock = `<p class="office-clock">${iconSvg("clock")} <span>${OFFICE_CLOCK_PLACEHOLDER} local time</span></p>`;
  const details = () =>
    `<address>${each(office.address.split("\n"), (line) => `<span>${text(line)}</span>`)}` +
    `<span>${text(`${office.postcode} ${office.city}`)}</span><span>${text(office.country)}</span></address>` +
    element(
      "ul",
      { class: "office-links" },
      when(
        office.phone,
        () =>
          `<li>${element("a", { href: `tel:${office.phone.replace(/[^+\d]/g, "")}` }, `${iconSvg("phone")} ${text(office.phone)}`)}</li>`,
      ) +
        when(
          office.email,
          () =>
            `<li>${element("a", { href: `mailto:${office.email}` }, `${iconSvg("envelope-simple")} ${text(office.email)}`)}</li>`,
        ) +
        when(
          hasLocation,
          () =>
            `<li>${element("a", { href: mapLink(office), rel: "noopener noreferrer" }, `${iconSvg("map-pin")} Open in OpenStreetMap`)}</li>`,
        ),
    ) +
    when(
      hours.length > 0,
      () =>
        `<table class="office-hours"><caption class="visually-hidden">Opening hours in ${text(office.city)}</caption><tbody>` +
        each(
          hours,
          (period) =>
            `<tr><th scope="row">${text(describeDays(period.days))}</th><td>${text(`${period.opens}–${period.closes}`)}</td></tr>`,
        ) +
        "</tbody></table>",
    );
  return element(
    "article",
    { class: "office-card", id: `office-${office.id}` },
    when(!compact && office.image, () =>
      imageHtml({
        record: office,
        file: office.image,
        sizes,
        alt: "",
        width: 1200,
        height: 800,
      }),
    ) +
      `<h2 class="office-name">${text(office.city)}</h2>${clock}` +
      when(!compact, details),
  );
}

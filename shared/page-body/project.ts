import { iconSvg } from "../icons";
import { coverAlt, galleryAlt } from "../image-alt";
import { IMAGE_SIZES } from "../image-layout";
import { nextProject, type PageView } from "../page-view";
import { embedUrl } from "../video-embed";
import { imageHtml } from "./image";
import { type Here, link, to } from "./links";
import { each, element, text, when } from "./markup";

type ProjectContent = Extract<PageView["content"], { kind: "project" }>;

/**
 * web/src/features/projects/video-player.tsx, before play. Without JavaScript the play button does nothing;
 * the link beside it ("watch it there") still takes the visitor to the film.
 */
export function videoPlayer(url: string): string {
  const embed = embedUrl(url);
  if (!embed)
    return `<p>${element("a", { class: "text-link", href: url, rel: "noopener noreferrer" }, `Watch the film ${iconSvg("arrow-up-right")}`)}</p>`;
  return (
    `<div class="video"><div class="video-consent"><button type="button" class="button">${iconSvg("play-fill")} Play the film</button>` +
    `<p>Playing loads the video from ${text(embed.host)}, which may set cookies. Or ` +
    `${element("a", { href: url, rel: "noopener noreferrer" }, "watch it there")}.</p></div></div>`
  );
}

/** web/src/routes/project.$slug.tsx */
export function projectPage(here: Here, content: ProjectContent, sanitize: (html: string) => string): string {
  const { project, projects } = content;
  const next = nextProject(projects, project);
  const services = project.expand?.services ?? [];
  const fact = (term: string, definition: string) => `<div><dt>${term}</dt><dd>${definition}</dd></div>`;

  const hero =
    `<header class="container project-hero">` +
    `<p class="eyebrow">${link(here, to.work(), {}, "Work")} / ${text(project.client)}</p>` +
    `<h1>${text(project.title)}</h1>` +
    when(project.summary, () => `<p class="lede">${text(project.summary)}</p>`) +
    `<dl class="project-facts">` +
    when(project.client, () => fact("Client", text(project.client))) +
    when(project.year > 0, () => fact("Year", text(project.year))) +
    when(services.length > 0, () =>
      fact(
        "Services",
        each(
          services,
          (service, i) => `<span>${i > 0 ? ", " : ""}${link(here, to.work(service.slug), {}, text(service.name))}</span>`,
        ),
      ),
    ) +
    "</dl></header>";

  const gallery = project.gallery;
  return (
    `<article>${hero}<div class="container">` +
    imageHtml({
      record: project,
      file: project.cover,
      sizes: IMAGE_SIZES.cover,
      alt: coverAlt(project) || `${project.title}: cover`,
      width: 1600,
      height: 1000,
      priority: true,
      className: "ratio-16x9",
    }) +
    `<div class="project-body"><h2 class="visually-hidden">About the project</h2><div></div>` +
    (project.body ? `<div class="prose">${sanitize(project.body)}</div>` : `<p class="lede">${text(project.summary)}</p>`) +
    "</div>" +
    when(project.video_url, () => videoPlayer(project.video_url)) +
    when(
      gallery.length > 0,
      () =>
        `<section class="gallery" aria-label="Gallery" data-animate="fade.stagger">` +
        each(gallery, (file, i) =>
          imageHtml({
            record: project,
            file,
            sizes: i === 0 ? IMAGE_SIZES.galleryLead : IMAGE_SIZES.galleryRest,
            alt: galleryAlt(project, i),
            width: 1600,
            height: 1000,
          }),
        ) +
        "</section>",
    ) +
    when(next, () =>
      link(
        here,
        to.project(next?.slug ?? ""),
        { class: "next-project" },
        // A no-break space, as in the app: the arrow never wraps onto a line of its own.
        `<span class="eyebrow">Next project</span><strong>${text(next?.title ?? "")}&nbsp;${iconSvg("arrow-right")}</strong>`,
      ),
    ) +
    "</div></article>"
  );
}

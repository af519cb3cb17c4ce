import { editorIconSvg } from "../editor-icons";
import { iconSvg } from "../icons";
import { IMAGE_SIZES } from "../image-layout";
import { PRIORITY_CARDS } from "../images";
import type { PageView } from "../page-view";
import { TYPED_CLASS, type TypedPhrases, typedPhrases } from "../typed-phrases";
import { newsCard, officeCard, projectCard } from "./cards";
import { type Here, link, type Target, to } from "./links";
import { each, element, text, when } from "./markup";

type Home = Extract<PageView["content"], { kind: "home" }>;

/** A home section's heading, with the link to the whole list. */
const sectionHead = (here: Here, id: string, title: string, target: Target, label: string) =>
  `<div class="section-head"><h2 id="${id}">${text(title)}</h2>` +
  `${link(here, target, { class: "text-link" }, `${text(label)} ${iconSvg("arrow-right")}`)}</div>`;

/** The typed phrases as the effect draws them (web/src/lib/typed-phrases.tsx), the first one whole. */
const typedMarkup = ({ label, longest, first }: TypedPhrases) =>
  element("span", { class: TYPED_CLASS.label }, text(label)) +
  element(
    "span",
    { class: TYPED_CLASS.frame },
    element("span", { class: TYPED_CLASS.room, "aria-hidden": "true" }, text(longest)) +
      element("span", { class: TYPED_CLASS.text, "aria-hidden": "true" }, text(first)),
  );

/** web/src/routes/index.tsx */
export function homePage(here: Here, view: PageView, content: Home): string {
  const { site, offices } = view;
  const words = typedPhrases(site.hero_words, "things people love");
  const featured = content.projects.filter((p) => p.featured);
  const shown = (featured.length > 0 ? featured : content.projects).slice(0, 4);

  const hero =
    `<section class="hero"><div class="container hero-inner">` +
    `<p class="eyebrow" data-animate="fade">${text(site.site_name)}</p>` +
    `<h1 class="hero-title">We make ${element(
      "span",
      { class: "hero-words", "data-typed": "true", "data-typed-words": words.phrases.join("\n") },
      typedMarkup(words),
    )}</h1>` +
    when(site.tagline, () => `<p class="lede" data-animate="slide-bottom.delay:300">${text(site.tagline)}</p>`) +
    `<div class="hero-actions" data-animate="slide-bottom.delay:450">` +
    link(
      here,
      to.work(),
      { class: "button", attributes: { "data-magnetic": "weak" } },
      `See our work ${iconSvg("arrow-right")}`,
    ) +
    link(here, to.contact(), { class: "button ghost" }, "Talk to us") +
    "</div></div></section>";

  return (
    hero +
    when(
      shown.length > 0,
      () =>
        `<section class="section container" aria-labelledby="featured-heading">` +
        sectionHead(here, "featured-heading", "Selected work", to.work(), "All projects") +
        `<div class="project-grid featured" data-animate="slide-bottom.stagger">` +
        each(shown, (project, i) => projectCard(here, project, IMAGE_SIZES.featuredCard(shown.length), i < PRIORITY_CARDS.home)) +
        "</div></section>",
    ) +
    when(
      content.services.length > 0,
      () =>
        `<section class="section services-band" aria-labelledby="services-heading"><div class="container">` +
        `<h2 id="services-heading">What we do</h2><ul class="services-list" data-animate="slide-left.stagger:0.08">` +
        each(
          content.services,
          (service) =>
            `<li>${link(
              here,
              to.work(service.slug),
              {},
              `<strong>${editorIconSvg(service.icon, content.icons ?? [])}${text(service.name)}</strong><span>${text(service.summary)}</span>`,
            )}</li>`,
        ) +
        "</ul></div></section>",
    ) +
    when(
      content.news.length > 0,
      () =>
        `<section class="section container" aria-labelledby="news-heading">` +
        sectionHead(here, "news-heading", "Latest news", to.news(), "All news") +
        `<div class="news-grid" data-animate="slide-bottom.stagger">${each(content.news, (item) => newsCard(here, item, IMAGE_SIZES.newsCard(content.news.length)))}</div></section>`,
    ) +
    when(
      offices.length > 0,
      () =>
        `<section class="section container" aria-labelledby="offices-heading">` +
        sectionHead(here, "offices-heading", `Studios in ${offices.length} time zones`, to.office(), "Visit us") +
        `<div class="office-grid" data-animate="fade.stagger">${each(offices, (office) => officeCard(office, "", true))}</div></section>`,
    )
  );
}

import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { typedPhrases } from "../../../shared/content/typed-phrases";
import { IMAGE_SIZES } from "../../../shared/images/grid-sizes";
import { PRIORITY_CARDS } from "../../../shared/images/images";
import { fill } from "../../../shared/languages/words/fill";
import type { PageContent } from "../../../shared/pages/view";
import { routeHead } from "../app/head/route-head";
import { NewsCard } from "../features/news/news-card";
import { latestNewsQuery } from "../features/news/news-query";
import { OfficeCard } from "../features/offices/office-card";
import { officesQuery } from "../features/offices/offices-query";
import { ProjectCard } from "../features/projects/project-card";
import { projectsQuery } from "../features/projects/projects-query";
import { EditorIcon, ensureIcons } from "../features/services/service-icons";
import { servicesQuery } from "../features/services/services-query";
import { siteQuery } from "../features/site/site-query";
import { words } from "../lib/document-language";
import { Icon } from "../lib/icon";
import { arrowRight } from "../lib/icons/arrow-right";
import { TypedPhrases } from "../lib/typed-phrases";
import "./home.css";

export const Route = createFileRoute("/")({
  staticData: { layout: "default" },
  loader: async ({ context: { queryClient } }): Promise<PageContent> => {
    const [projects, services, news] = await Promise.all([
      queryClient.ensureQueryData(projectsQuery()),
      queryClient.ensureQueryData(servicesQuery()),
      queryClient.ensureQueryData(latestNewsQuery()),
    ]);
    // The services' icons are drawn with the page (the server's too), never after it.
    await ensureIcons(queryClient, services);
    return { kind: "home", projects, services, news };
  },
  head: routeHead,
  component: Home,
});

/** A home section's heading, with the link to the whole list. */
function SectionHead({ id, title, to, link }: { id: string; title: string; to: "/work" | "/news" | "/office"; link: string }) {
  return (
    <div className="section-head">
      <h2 id={id}>{title}</h2>
      <Link to={to} className="text-link">
        {link} <Icon icon={arrowRight} />
      </Link>
    </div>
  );
}

function Home() {
  const { data: site } = useSuspenseQuery(siteQuery());
  const { data: projects } = useSuspenseQuery(projectsQuery());
  const { data: services } = useSuspenseQuery(servicesQuery());
  const { data: news } = useSuspenseQuery(latestNewsQuery());
  const { data: offices } = useSuspenseQuery(officesQuery());
  const icons = services.map((service) => service.icon);
  const said = words();
  const phrases = typedPhrases(site.hero_words, said.home.heroFallback);
  const featured = projects.filter((p) => p.featured);
  const shown = (featured.length > 0 ? featured : projects).slice(0, 4);

  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <p className="eyebrow" data-animate="fade">
            {site.site_name}
          </p>
          <h1 className="hero-title">
            {said.home.heroLead} <TypedPhrases className="hero-words" phrases={phrases} />
          </h1>
          {site.tagline && (
            <p className="lede" data-animate="slide-bottom.delay:300">
              {site.tagline}
            </p>
          )}
          <div className="hero-actions" data-animate="slide-bottom.delay:450">
            <Link to="/work" className="button" data-magnetic="weak">
              {said.home.seeWork} <Icon icon={arrowRight} />
            </Link>
            <Link to="/contact" className="button ghost">
              {said.home.talk}
            </Link>
          </div>
        </div>
      </section>

      {shown.length > 0 && (
        <section className="section container" aria-labelledby="featured-heading">
          <SectionHead id="featured-heading" title={said.home.selectedWork} to="/work" link={said.home.allProjects} />
          <div className="project-grid featured" data-animate="slide-bottom.stagger">
            {shown.map((project, i) => (
              <ProjectCard
                key={project.id}
                project={project}
                priority={i < PRIORITY_CARDS.home}
                sizes={IMAGE_SIZES.featuredCard(shown.length)}
              />
            ))}
          </div>
        </section>
      )}

      {services.length > 0 && (
        <section className="section services-band" aria-labelledby="services-heading">
          <div className="container">
            <h2 id="services-heading">{said.home.whatWeDo}</h2>
            <ul className="services-list" data-animate="slide-left.stagger:0.08">
              {services.map((service) => (
                <li key={service.id}>
                  <Link to="/work" search={{ service: service.slug }}>
                    <strong>
                      <EditorIcon value={service.icon} all={icons} />
                      {service.name}
                    </strong>
                    <span>{service.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {news.length > 0 && (
        <section className="section container" aria-labelledby="news-heading">
          <SectionHead id="news-heading" title={said.home.latestNews} to="/news" link={said.home.allNews} />
          <div className="news-grid" data-animate="slide-bottom.stagger">
            {news.map((article) => (
              <NewsCard key={article.id} article={article} sizes={IMAGE_SIZES.newsCard(news.length)} />
            ))}
          </div>
        </section>
      )}

      {offices.length > 0 && (
        <section className="section container" aria-labelledby="offices-heading">
          <SectionHead
            id="offices-heading"
            title={fill(said.home.studios, { count: offices.length })}
            to="/office"
            link={said.home.visitUs}
          />
          <div className="office-grid" data-animate="fade.stagger">
            {offices.map((office) => (
              <OfficeCard key={office.id} office={office} compact />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

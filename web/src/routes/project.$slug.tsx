import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { SLUG_PATTERN } from "../../../shared/content/slug";
import { coverAlt, galleryAlt } from "../../../shared/images/alt-text";
import { IMAGE_SIZES } from "../../../shared/images/grid-sizes";
import { COVER_FRAMES } from "../../../shared/images/images";
import { fill } from "../../../shared/languages/words/fill";
import type { PageContent } from "../../../shared/pages/view";
import { validateRoute } from "../app/errors/page-error";
import { routeHead } from "../app/head/route-head";
import { held, usePreview } from "../app/preview/preview";
import { PreviewBar } from "../app/preview/preview-bar";
import { nextProjectQuery, projectQuery } from "../features/projects/projects-query";
import { VideoPlayer } from "../features/projects/video-player";
import { orNotFound } from "../lib/backend-error";
import { words } from "../lib/document-language";
import { Icon } from "../lib/icon";
import { arrowRight } from "../lib/icons/arrow-right";
import { ResponsiveImage } from "../lib/responsive-image";
import { RichText } from "../lib/rich-text";
import { translationsQuery } from "../lib/translations-query";
import "../features/projects/projects.css";

export const Route = createFileRoute("/project/$slug")({
  staticData: { layout: "menu-spacer" },
  beforeLoad: ({ params, location }) => validateRoute(SLUG_PATTERN.test(params.slug), location.pathname),
  loader: async ({ params, context: { queryClient } }) => {
    const project = await orNotFound(queryClient.ensureQueryData(projectQuery(params.slug)));
    const [translations] = await Promise.all([
      queryClient.ensureQueryData(translationsQuery("projects", project)),
      queryClient.ensureQueryData(nextProjectQuery(project)),
    ]);
    return { kind: "project", record: project, translations } satisfies PageContent;
  },
  head: routeHead,
  // A preview link's page opens with its bar (app/preview/preview-bar.tsx).
  component: () => (
    <>
      <PreviewBar />
      <ProjectPage />
    </>
  ),
});

function ProjectPage() {
  const { slug } = Route.useParams();
  const preview = usePreview();
  const { data: project } = useSuspenseQuery(held(projectQuery(slug), preview));
  const { data: next } = useSuspenseQuery(nextProjectQuery(project));
  const services = project.expand?.services ?? [];
  const said = words();

  return (
    <article>
      <header className="container project-hero">
        <p className="eyebrow">
          <Link to="/work">{said.nav.work}</Link> / {project.client}
        </p>
        <h1>{project.title}</h1>
        {project.summary && <p className="lede">{project.summary}</p>}
        <dl className="project-facts">
          {project.client && (
            <div>
              <dt>{said.project.client}</dt>
              <dd>{project.client}</dd>
            </div>
          )}
          {project.year > 0 && (
            <div>
              <dt>{said.project.year}</dt>
              <dd>{project.year}</dd>
            </div>
          )}
          {services.length > 0 && (
            <div>
              <dt>{said.project.services}</dt>
              <dd>
                {services.map((service, i) => (
                  <span key={service.id}>
                    {i > 0 && ", "}
                    <Link to="/work" search={{ service: service.slug }}>
                      {service.name}
                    </Link>
                  </span>
                ))}
              </dd>
            </div>
          )}
        </dl>
      </header>
      <div className="container">
        <ResponsiveImage
          record={project}
          file={project.cover}
          sizes={IMAGE_SIZES.cover}
          alt={coverAlt(project) || fill(said.project.coverAlt, { title: project.title })}
          width={1600}
          height={1000}
          priority
          frame={COVER_FRAMES.projects}
        />
        <div className="project-body">
          <h2 className="visually-hidden">{said.project.about}</h2>
          <div />
          {project.body ? <RichText html={project.body} /> : <p className="lede">{project.summary}</p>}
        </div>
        {project.video_url && <VideoPlayer url={project.video_url} title={project.title} />}
        {project.gallery.length > 0 && (
          <section className="gallery" aria-label={said.project.gallery} data-animate="fade.stagger">
            {project.gallery.map((file, i) => (
              <ResponsiveImage
                key={file}
                record={project}
                file={file}
                sizes={i === 0 ? IMAGE_SIZES.galleryLead : IMAGE_SIZES.galleryRest}
                alt={galleryAlt(project, i)}
                width={1600}
                height={1000}
              />
            ))}
          </section>
        )}
        {next && (
          <Link to="/project/$slug" params={{ slug: next.slug }} className="next-project">
            <span className="eyebrow">{said.project.next}</span>
            <strong>
              {/* A no-break space: the arrow never wraps onto a line of its own. */}
              {next.title}&nbsp;
              <Icon icon={arrowRight} />
            </strong>
          </Link>
        )}
      </div>
    </article>
  );
}

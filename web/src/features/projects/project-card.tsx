import { Link } from "@tanstack/react-router";
import type { ProjectCard as ProjectCardRecord } from "../../../../shared/pages/lists";
import { ResponsiveImage } from "../../lib/responsive-image";
import "./projects.css";

export function ProjectCard({
  project,
  sizes,
  priority = false,
}: {
  project: ProjectCardRecord;
  sizes: string;
  priority?: boolean;
}) {
  const services = project.expand?.services?.map((s) => s.name).join(" · ");
  return (
    <article className="project-card">
      <Link to="/project/$slug" params={{ slug: project.slug }} className="project-card-link">
        <ResponsiveImage
          record={project}
          file={project.cover}
          sizes={sizes}
          alt=""
          width={1600}
          height={1000}
          priority={priority}
        />
        <h3 className="project-card-title">{project.title}</h3>
      </Link>
      <p className="project-card-meta">
        {project.client}
        {project.year ? `, ${project.year}` : ""}
      </p>
      {services && <p className="project-card-services">{services}</p>}
    </article>
  );
}

import type { Section } from "../../../../shared/schema/records";
import { ContactForm } from "../../features/contact/contact-form";
import { VideoPlayer } from "../../features/projects/video-player";
import "../../features/contact/contact.css";

/** A video that loads nothing from its host until the visitor asks (today's consent). */
export function VideoSection({ section, title }: { section: Section; title: string }) {
  return (
    <figure className="section container section-video">
      {section.heading && <h2>{section.heading}</h2>}
      <VideoPlayer url={section.video_url} title={section.heading || title} />
      {section.caption && <figcaption>{section.caption}</figcaption>}
    </figure>
  );
}

/** The contact form, under a heading and a sentence. */
export function ContactSection({ section }: { section: Section }) {
  return (
    <section className="section container section-contact" aria-label={section.heading || undefined}>
      {section.heading && <h2>{section.heading}</h2>}
      {section.lead && <p className="lede">{section.lead}</p>}
      <ContactForm />
    </section>
  );
}

import { ContactForm } from "../../features/contact/contact-form";
import { VideoPlayer } from "../../features/projects/video-player";
import type { SectionProps } from "./sections";
import "../../features/contact/contact.css";

/** A video that loads nothing from its host until the visitor asks (today's consent). */
export function VideoSection({ section, title, anchor }: SectionProps) {
  return (
    <figure className="section container section-video">
      {section.heading && <h2 id={anchor}>{section.heading}</h2>}
      <VideoPlayer url={section.video_url} title={section.heading || title} />
      {section.caption && <figcaption>{section.caption}</figcaption>}
    </figure>
  );
}

/** The contact form, under a heading and a sentence. */
export function ContactSection({ section, anchor }: SectionProps) {
  return (
    <section className="section container section-contact" aria-labelledby={anchor}>
      {section.heading && <h2 id={anchor}>{section.heading}</h2>}
      {section.lead && <p className="lede">{section.lead}</p>}
      <ContactForm />
    </section>
  );
}

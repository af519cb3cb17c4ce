import { typedPhrases } from "../../../../shared/content/typed-phrases";
import { IMAGE_SIZES } from "../../../../shared/images/grid-sizes";
import { Icon } from "../../lib/icon";
import { arrowRight } from "../../lib/icons/arrow-right";
import { TypedPhrases } from "../../lib/typed-phrases";
import { SectionImage } from "./section-image";
import { SectionLink } from "./section-link";
import type { SectionProps } from "./sections";
import "../../routes/home.css";

/** The page's top: a short line above, its one top heading, typed phrases after it, a lead, up to two links and a picture. */
export function HeroSection({ section }: SectionProps) {
  const phrases = section.phrases.trim() === "" ? undefined : typedPhrases(section.phrases);
  return (
    <section className="hero">
      <div className="container hero-inner">
        {section.eyebrow && (
          <p className="eyebrow" data-animate="fade">
            {section.eyebrow}
          </p>
        )}
        <h1 className="hero-title">
          {section.heading} {phrases && <TypedPhrases className="hero-words" phrases={phrases} />}
        </h1>
        {section.lead && (
          <p className="lede" data-animate="slide-bottom.delay:300">
            {section.lead}
          </p>
        )}
        {(section.link_url || section.link2_url) && (
          <div className="hero-actions" data-animate="slide-bottom.delay:450">
            {section.link_url && (
              <SectionLink to={section.link_url} className="button" magnetic>
                {section.link_label} <Icon icon={arrowRight} />
              </SectionLink>
            )}
            {section.link2_url && (
              <SectionLink to={section.link2_url} className="button ghost">
                {section.link2_label}
              </SectionLink>
            )}
          </div>
        )}
        {section.image && (
          <SectionImage section={section} file={section.image} alt={section.image_alt} sizes={IMAGE_SIZES.cover} priority />
        )}
      </div>
    </section>
  );
}

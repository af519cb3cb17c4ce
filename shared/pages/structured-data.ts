import type { OpeningPeriod, Weekday } from "../content/opening-hours";
import { isoDate } from "../content/pb-date";
import { fileUrl, SOCIAL_CARD } from "../images/images";
import { bcp47 } from "../languages/alternates";
import type { NewsArticle, Office } from "../schema/records";
import type { PageView, ProjectWithServices } from "./view";

/** One JSON-LD object (schema.org), as it goes into a `<script type="application/ld+json">`. */
export type JsonLd = { "@context"?: string; "@type": string } & Record<string, unknown>;

const CONTEXT = "https://schema.org";

const DAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

type Site = Pick<PageView, "origin" | "site"> & { language?: Pick<PageView["language"], "code" | "prefix"> };

/** The language a page's text is in (issue 24), as schema.org's inLanguage names it ("pt", "pt-BR"). */
const inLanguage = (view: Site) => (view.language ? { inLanguage: bcp47(view.language.code) } : {});

/** The studio's own node; the other objects point at it by `@id` rather than repeating it. */
const organizationId = ({ origin }: Site) => `${origin}/#organization`;

const publisher = (view: Site) => ({
  "@type": "Organization",
  "@id": organizationId(view),
  name: view.site.site_name,
  url: `${view.origin}/`,
});

/** The home page's: who the studio is (with its social profiles) and the site it publishes. */
export function organization(view: Site): JsonLd[] {
  const { site, origin } = view;
  const sameAs = (site.social_links ?? []).map((link) => link.url).filter((url) => /^https?:\/\//i.test(url));
  return [
    {
      "@context": CONTEXT,
      ...publisher(view),
      ...(site.seo_description ? { description: site.seo_description } : {}),
      ...(site.seo_image ? { logo: fileUrl(origin, site, site.seo_image) } : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
    {
      "@context": CONTEXT,
      "@type": "WebSite",
      "@id": `${origin}${view.language?.prefix ?? ""}/#website`,
      name: site.site_name,
      url: `${origin}${view.language?.prefix ?? ""}/`,
      ...inLanguage(view),
      ...(site.tagline ? { description: site.tagline } : {}),
      publisher: { "@id": organizationId(view) },
    },
  ];
}

export function newsArticle(view: Site, article: NewsArticle, url: string, image: string | undefined): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: article.seo_title || article.title,
    ...inLanguage(view),
    ...(article.seo_description || article.excerpt ? { description: article.seo_description || article.excerpt } : {}),
    url,
    mainEntityOfPage: url,
    datePublished: isoDate(article.published_at),
    dateModified: isoDate(article.updated || article.published_at),
    // An article with no byline is the studio's own.
    author: article.author_name ? { "@type": "Person", name: article.author_name } : publisher(view),
    ...(image ? { image: [image] } : {}),
    publisher: publisher(view),
  };
}

export function creativeWork(view: Site, project: ProjectWithServices, url: string, image: string | undefined): JsonLd {
  const services = (project.expand?.services ?? []).map((service) => service.name);
  return {
    "@context": CONTEXT,
    "@type": "CreativeWork",
    name: project.title,
    ...inLanguage(view),
    headline: project.seo_title || project.title,
    ...(project.seo_description || project.summary ? { description: project.seo_description || project.summary } : {}),
    url,
    ...(image ? { image: [image] } : {}),
    ...(project.year > 0 ? { dateCreated: String(project.year) } : {}),
    ...(project.client ? { sourceOrganization: { "@type": "Organization", name: project.client } } : {}),
    ...(services.length > 0 ? { keywords: services.join(", ") } : {}),
    creator: publisher(view),
  };
}

const openingHours = (period: OpeningPeriod) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek: period.days.map((day) => `${CONTEXT}/${DAY_NAMES[day]}`),
  opens: period.opens,
  closes: period.closes,
});

/** One studio as a place to visit: a ProfessionalService, the LocalBusiness kind an agency is. */
export function localBusiness(view: Site, office: Office, pageUrl: string): JsonLd {
  const { lat, lon } = office.location ?? { lat: 0, lon: 0 };
  const street = office.address
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": `${pageUrl}#office-${office.id}`,
    name: `${view.site.site_name} ${office.name}`.trim(),
    url: `${pageUrl}#office-${office.id}`,
    address: {
      "@type": "PostalAddress",
      ...(street ? { streetAddress: street } : {}),
      ...(office.postcode ? { postalCode: office.postcode } : {}),
      addressLocality: office.city,
      addressCountry: office.country,
    },
    // PocketBase's empty geo point is 0,0: somewhere in the Gulf of Guinea, never one of our studios.
    ...(lat !== 0 || lon !== 0 ? { geo: { "@type": "GeoCoordinates", latitude: lat, longitude: lon } } : {}),
    ...(office.opening_hours?.length ? { openingHoursSpecification: office.opening_hours.map(openingHours) } : {}),
    ...(office.phone ? { telephone: office.phone } : {}),
    ...(office.email ? { email: office.email } : {}),
    ...(office.image ? { image: fileUrl(view.origin, office, office.image, SOCIAL_CARD.thumb) } : {}),
    parentOrganization: { "@id": organizationId(view) },
  };
}

/** Home › list › this page, for a detail page. */
export function breadcrumbs(view: Site, trail: { name: string; url: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", url: `${view.origin}/` }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** An editor's page (issue 33): a WebPage of the site, in its language, by the studio. */
export function webPage(view: Site, page: { title: string; excerpt?: string }, url: string, image: string | undefined): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebPage",
    "@id": url,
    url,
    name: page.title,
    ...(page.excerpt ? { description: page.excerpt } : {}),
    ...(image ? { primaryImageOfPage: image } : {}),
    ...inLanguage(view),
    isPartOf: { "@id": `${view.origin}${view.language?.prefix ?? ""}/#website` },
    publisher: { "@id": organizationId(view) },
  };
}

/** A page's questions and answers (a questions section, issue 33), as search engines read an FAQ. */
export function faqPage(view: Site, questions: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    ...inLanguage(view),
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

import { cdnPurges } from "./cdn-purges";
import { contact } from "./contact";
import { contentChanges } from "./content-changes";
import { previewTokens, recordImageSizes } from "./kept-apart";
import { languages, officeTranslations, siteTranslations } from "./languages";
import { menuLinks } from "./menu-links";
import { news } from "./news";
import { notFoundLog } from "./not-found-log";
import { offices } from "./offices";
import { pageViews } from "./page-views";
import { pages } from "./pages";
import { previewLinks } from "./preview-links";
import { projects } from "./projects";
import { redirects } from "./redirects";
import { revisions } from "./revisions";
import { sections } from "./sections";
import { services } from "./services";
import { site, siteSecrets } from "./site";

/**
 * Every collection, in creation order (a relation's target comes before it). A new one goes after `menuLinks`: the
 * kept-apart collections last, since each has a relation to every collection with images or preview links.
 */
export const collections = [
  services,
  projects,
  news,
  offices,
  contact,
  redirects,
  site,
  pageViews,
  notFoundLog,
  cdnPurges,
  contentChanges,
  siteSecrets,
  revisions,
  previewLinks,
  languages,
  siteTranslations,
  sections,
  pages,
  menuLinks,
  officeTranslations,
  recordImageSizes,
  previewTokens,
] as const;

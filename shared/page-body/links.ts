// The addresses the app's router writes for its `<Link>`s, so a server-drawn link goes where the app's goes.

/** A search value as the app's stringifySearch writes it (URLSearchParams: spaces become "+"). */
const searchValue = (value: string) => encodeURIComponent(value).replace(/%20/g, "+");

export const paths = {
  home: () => "/",
  work: (service?: string) => (service ? `/work?service=${searchValue(service)}` : "/work"),
  project: (slug: string) => `/project/${encodeURIComponent(slug)}`,
  news: (page = 1) => (page > 1 ? `/news?page=${page}` : "/news"),
  article: (slug: string) => `/news/${encodeURIComponent(slug)}`,
  office: (id?: string) => (id ? `/office#office-${encodeURIComponent(id)}` : "/office"),
  contact: () => "/contact",
};

/**
 * An address an editor typed (social links), kept only when it is a web, mail or phone link. React
 * neutralises `javascript:` addresses in the app; the server's page leaves such a link without an href.
 */
export const safeHref = (url: string) => (/^(https?:\/\/|mailto:|tel:)/i.test(url.trim()) ? url : undefined);

/** The site's main navigation, in the header and the footer, as the app and the server's pages draw it. */
export const NAVIGATION = [
  { to: "/work", label: "Work", section: ["/work", "/project"] },
  { to: "/news", label: "News", section: ["/news"] },
  { to: "/office", label: "Office", section: ["/office"] },
  { to: "/contact", label: "Contact", section: ["/contact"] },
] as const;

/** Whether a path lies in an entry's section (the header marks that entry as the current page). */
export const inSection = (item: (typeof NAVIGATION)[number], pathname: string) =>
  item.section.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The not-found page's message: the address that has no page, as the visitor asked for it. */
export const pageNotFoundMessage = (path: string) => `Page Not Found: ${path}`;

/**
 * Redirects that belong to the site itself (old addresses of the previous site).
 * The server answers them on full page loads and from /api/route-rules; the app
 * reads the same table to redirect without asking.
 */
export const STATIC_REDIRECTS: Readonly<Record<string, string>> = {
  "/projects": "/work",
  "/content/about": "/contact",
  "/content/contact": "/contact",
};

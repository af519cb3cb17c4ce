/**
 * The app could not take the server's page over (its code failed to load, after the one reload
 * chunk-reload.ts allows): the page stays as the server drew it, readable, its links plain links (issue 22, item 5).
 * `<html data-app-failed>` shows the server's notice that part of the page's code did not load
 * (pb_hooks/src/lib/pages/render.ts) and the page's own notes (the contact form's, web/src/features/contact/contact.css).
 */
export function keepServerPage(doc: Document = document): void {
  doc.documentElement.dataset.appFailed = "true";
}

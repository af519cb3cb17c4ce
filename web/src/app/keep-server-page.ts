/**
 * The app could not take the server's page over (its code or its data failed to load, after the one reload
 * chunk-reload.ts allows): the page stays as the server drew it, readable, its links plain links, and a small notice
 * says what is missing (issue 22, item 5). `<html data-app-failed>` lets the page's own notes show (the contact form's
 * "needs JavaScript" note, web/src/features/contact/contact.css).
 */
export const APP_FAILED_NOTICE =
  "Part of this page's code did not load, so it works as a plain page: links still work. Reload to try again.";

export function keepServerPage(doc: Document = document): void {
  doc.documentElement.dataset.appFailed = "true";
  if (doc.querySelector(".app-failed-notice")) return;
  const notice = doc.createElement("p");
  notice.className = "app-failed-notice";
  notice.setAttribute("role", "status");
  notice.textContent = APP_FAILED_NOTICE;
  doc.body.append(notice);
}

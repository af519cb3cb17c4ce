import { STATS_TITLE } from "../page-titles";
import { attributes, text } from "./markup";

/** What the editors' page says of itself (web/src/routes/stats.tsx). */
export const STATS_LEDE = "How many people visit, which pages they read and where they come from. For the site's editors.";

const input = (name: string, label: string, type: string, autocomplete: string) =>
  `<div class="sign-in-field"><label for="sign-in-${name}">${label}</label>` +
  `<input${attributes({ id: `sign-in-${name}`, name, type, autocomplete, required: true, value: "", disabled: true })}/></div>`;

/**
 * web/src/routes/stats.tsx for a visitor who has not signed in: web/src/features/stats/sign-in-form.tsx, empty, with
 * every control disabled. Only the app can sign in (through the SDK); without JavaScript the note says where else the
 * figures are. The figures themselves are never in the server's page.
 */
export function statsPage(): string {
  return (
    `<div class="container stats-page"><header class="page-head"><h1>${text(STATS_TITLE)}</h1>` +
    `<p class="lede">${text(STATS_LEDE)}</p></header>` +
    `<noscript><p class="notice" role="status">Signing in here needs JavaScript. The same figures are in the admin, ` +
    `under Collections, page_views.</p></noscript>` +
    `<form class="sign-in-form" novalidate="">` +
    input("email", "Email", "email", "username") +
    input("password", "Password", "password", "current-password") +
    `<div><button type="submit" class="button" disabled="">Sign in</button></div></form></div>`
  );
}

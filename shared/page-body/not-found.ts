import { iconSvg } from "../icons";
import { pageNotFoundMessage } from "../navigation";
import { type Here, link, to } from "./links";
import { text } from "./markup";

/** web/src/app/error-page.tsx, its not-found variant (404, and 410 for a page removed on purpose). */
export function notFoundPage(here: Here, status: 404 | 410, pathAsAsked: string): string {
  return (
    `<section class="error-page container" data-testid="error-page" data-status="${status}">` +
    `<p class="error-code" aria-hidden="true">${status}</p><h1>Page Not Found</h1>` +
    `<p class="lede">${text(pageNotFoundMessage(pathAsAsked))}</p><div class="error-actions">` +
    link(here, to.home(), { class: "button" }, `Go to the home page ${iconSvg("arrow-right")}`) +
    link(here, to.work(), { class: "button ghost" }, "See our work") +
    "</div></section>"
  );
}

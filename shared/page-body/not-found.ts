import { iconSvg } from "../icons";
import { pageNotFoundMessage } from "../navigation";
import { paths } from "./links";
import { element, text } from "./markup";

/** web/src/app/error-page.tsx, its not-found variant (404, and 410 for a page removed on purpose). */
export function notFoundPage(status: 404 | 410, pathAsAsked: string): string {
  return (
    `<section class="error-page container" data-testid="error-page" data-status="${status}">` +
    `<p class="error-code" aria-hidden="true">${status}</p><h1>Page Not Found</h1>` +
    `<p class="lede">${text(pageNotFoundMessage(pathAsAsked))}</p><div class="error-actions">` +
    element("a", { class: "button", href: paths.home() }, `Go to the home page ${iconSvg("arrow-right")}`) +
    element("a", { class: "button ghost", href: paths.work() }, "See our work") +
    "</div></section>"
  );
}

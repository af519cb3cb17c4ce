import { inLanguage } from "../../../../shared/languages/languages";
import { pageNotFoundMessage } from "../../../../shared/pages/navigation";
import { documentLanguage, words } from "../../lib/document-language";

/** A fatal error with an HTTP-like status, shown by the error page (404 → not-found variant). */
export class PageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "PageError";
  }
}

/** What a route throws with `notFound()` when an editor removed the page on purpose (a 410 rule). */
export const GONE = { status: 410 } as const;
export const isGone = (data: unknown) => (data as { status?: unknown } | undefined)?.status === GONE.status;

/** A route's validity check: when it fails, the page is a fatal 404 (spec §5). */
export function validateRoute(valid: boolean, path: string): void {
  if (!valid) throw new PageError(404, pageNotFoundMessage(inLanguage(documentLanguage().prefix, path), words()));
}

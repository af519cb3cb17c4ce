import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "../app/error-page";

/**
 * Every path no other route takes. The root has already asked the route rules
 * (redirects, removed pages) for this path, so what reaches here is a non-fatal 404.
 * The not-found page names itself in the document title.
 */
export const Route = createFileRoute("/$")({
  staticData: { layout: "menu-spacer" },
  head: () => ({ meta: [{ name: "robots", content: "noindex" }] }),
  component: NotFoundPage,
});

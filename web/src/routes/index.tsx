import { createFileRoute } from "@tanstack/react-router";
import { routeHead } from "../app/head/route-head";
import { HomePage, loadHomePage } from "../app/sections/home-page";

/**
 * The home page (issue 33): the editors' page at the address home, drawn as any page of sections is
 * (web/src/app/sections/home-page.tsx, in the chunk of the sections the home page shows).
 */
export const Route = createFileRoute("/")({
  staticData: { layout: "default" },
  loader: ({ context: { queryClient } }) => loadHomePage(queryClient),
  head: routeHead,
  component: HomePage,
});

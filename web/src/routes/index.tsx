import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { siteQuery } from "../features/site/site-query";

export const Route = createFileRoute("/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(siteQuery()),
  component: Home,
});

function Home() {
  const { data: site } = useSuspenseQuery(siteQuery());
  return (
    <section>
      <h1>{site.site_name}</h1>
      <p>{site.tagline}</p>
    </section>
  );
}

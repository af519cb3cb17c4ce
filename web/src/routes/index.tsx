import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { healthQuery } from "../features/health/health-query";

export const Route = createFileRoute("/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(healthQuery()),
  component: Home,
});

function Home() {
  const { data } = useSuspenseQuery(healthQuery());
  return (
    <section>
      <h1>Studio</h1>
      <p data-testid="backend-status">{data.message}</p>
    </section>
  );
}

import { createFileRoute } from "@tanstack/react-router";

interface TestSearch {
  /** `?fail=render` throws while rendering: the e2e fixture for the error page. */
  fail?: "render";
}

export const Route = createFileRoute("/test")({
  staticData: { layout: "empty" },
  validateSearch: (search: Record<string, unknown>): TestSearch => (search.fail === "render" ? { fail: "render" } : {}),
  head: () => ({ meta: [{ title: "Motion style guide" }, { name: "robots", content: "noindex" }] }),
  component: TestPage,
});

function TestPage() {
  const { fail } = Route.useSearch();
  if (fail === "render") throw new Error("A deliberate failure from /test?fail=render");
  return (
    <div className="container section">
      <h1>Motion style guide</h1>
      <p className="lede">Every animation preset, trigger and effect of the site, labelled. The motion system fills this page.</p>
    </div>
  );
}

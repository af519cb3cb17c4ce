import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { IMAGE_SIZES } from "../../../shared/images/grid-sizes";
import type { PageContent } from "../../../shared/pages/view";
import { routeHead } from "../app/head/route-head";
import { OfficeDetailsCard } from "../features/offices/office-details";
import { officesQuery } from "../features/offices/offices-query";
import "./home.css";
import { words } from "../lib/document-language";

export const Route = createFileRoute("/office")({
  staticData: { layout: "menu-spacer" },
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(officesQuery());
    return { kind: "office" } satisfies PageContent;
  },
  head: routeHead,
  component: OfficePage,
});

function OfficePage() {
  const { data: offices } = useSuspenseQuery(officesQuery());
  const said = words();
  return (
    <div className="container">
      <header className="page-head">
        <h1>{said.office.title}</h1>
        <p className="lede">{said.office.lede}</p>
      </header>
      {offices.length === 0 ? (
        <p className="notice" role="status">
          {said.office.none}
        </p>
      ) : (
        <div className="office-grid" data-animate="slide-bottom.stagger">
          {offices.map((office) => (
            <OfficeDetailsCard key={office.id} office={office} sizes={IMAGE_SIZES.officeCard(offices.length)} />
          ))}
        </div>
      )}
    </div>
  );
}

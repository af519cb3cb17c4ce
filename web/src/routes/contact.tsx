import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Fragment } from "react";
import { IMAGE_SIZES } from "../../../shared/images/grid-sizes";
import type { PageContent } from "../../../shared/pages/view";
import type { Office } from "../../../shared/schema/records";
import { routeHead } from "../app/head/route-head";
import { ContactForm } from "../features/contact/contact-form";
import { OfficeDetailsCard } from "../features/offices/office-details";
import { officesQuery } from "../features/offices/offices-query";
import "./home.css";
import "../features/contact/contact.css";
import { words } from "../lib/document-language";

export const Route = createFileRoute("/contact")({
  staticData: { layout: "menu-spacer" },
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(officesQuery());
    return { kind: "contact", title: words().contact.title } satisfies PageContent;
  },
  head: routeHead,
  component: ContactPage,
});

function ContactPage() {
  const { data: offices } = useSuspenseQuery(officesQuery());
  const said = words().contact;
  return (
    <div className="container">
      <header className="page-head">
        <h1>{said.title}</h1>
        <p className="lede">{said.lede}</p>
      </header>
      <div className="contact-layout">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="visually-hidden">
            {said.formHeading}
          </h2>
          <FormNeedsScript offices={offices} />
          <ContactForm />
        </section>
        <aside className="contact-aside" aria-label={said.studios}>
          {offices.map((office) => (
            <OfficeDetailsCard key={office.id} office={office} sizes={IMAGE_SIZES.contactOffice} />
          ))}
        </aside>
      </div>
    </div>
  );
}

/**
 * What a visitor without the app is told: the form needs it (it fetches a signed token first), so here is another way
 * to reach the studio. Shown by the stylesheet only when the form cannot send: with scripting off, or when the app's
 * code failed to load (`<html data-app-failed>`); not inside `<noscript>`, which a browser with scripting on never
 * shows, even when the script failed (issue 22, item 5).
 */
function FormNeedsScript({ offices }: { offices: readonly Office[] }) {
  const ways = offices.flatMap((office) => [
    ...(office.email ? [{ href: `mailto:${office.email}`, label: office.email }] : []),
    ...(office.phone ? [{ href: `tel:${office.phone.replace(/[^+\d]/g, "")}`, label: office.phone }] : []),
  ]);
  const said = words().contact;
  // One text run inside the notice's flex box, so the sentence and its links wrap as one paragraph.
  return (
    <p className="notice form-needs-script" role="status">
      <span>
        {said.needsScript}
        {ways.length > 0 ? (
          <>
            {said.writeOrCall}
            {ways.map((way, index) => (
              <Fragment key={way.href}>
                {index > 0 && ", "}
                <a href={way.href}>{way.label}</a>
              </Fragment>
            ))}
            .
          </>
        ) : (
          said.studiosBelow
        )}
      </span>
    </p>
  );
}

import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { IMAGE_SIZES } from "../../../shared/image-layout";
import { routeHead } from "../app/route-head";
import { ContactForm } from "../features/contact/contact-form";
import { OfficeCard } from "../features/offices/office-card";
import { officesQuery } from "../features/offices/offices-query";
import "./home.css";
import "../features/contact/contact.css";

export const Route = createFileRoute("/contact")({
  staticData: { layout: "menu-spacer" },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(officesQuery()),
  head: (context) => routeHead(context, () => ({ kind: "contact" })),
  component: ContactPage,
});

function ContactPage() {
  const { data: offices } = useSuspenseQuery(officesQuery());
  return (
    <div className="container">
      <header className="page-head">
        <h1>Contact</h1>
        <p className="lede">Tell us about your project, your question or your idea. A person reads every message.</p>
      </header>
      <div className="contact-layout">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="visually-hidden">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <aside className="contact-aside" aria-label="Our studios">
          {offices.map((office) => (
            <OfficeCard key={office.id} office={office} sizes={IMAGE_SIZES.contactOffice} />
          ))}
        </aside>
      </div>
    </div>
  );
}

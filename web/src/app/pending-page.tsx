import { words } from "../lib/document-language";

/** Shown while a page's data loads (only after a short delay, so fast loads do not flash). */
export function PendingPage() {
  return (
    <div className="container pending-page" role="status" aria-live="polite">
      <span className="visually-hidden">{words().errors.loading}</span>
      <div
        className="skeleton"
        style={{ height: "3.5rem", width: "min(32rem, 80%)", marginBlock: "var(--space-xl) var(--space-l)" }}
      />
      <div className="skeleton" style={{ height: "1.2rem", width: "min(40rem, 90%)", marginBottom: "0.6rem" }} />
      <div className="skeleton" style={{ height: "1.2rem", width: "min(28rem, 70%)", marginBottom: "var(--space-xl)" }} />
      <div className="skeleton" style={{ aspectRatio: "16 / 7", width: "100%" }} />
    </div>
  );
}

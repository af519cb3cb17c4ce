import type { Preview } from "../../../../shared/content/preview";
import { stillOnArrival } from "../start/first-page";
import { usePreview } from "./preview";
import "./preview-bar.css";

/**
 * The bar a preview link's page opens with, on the server's page and the app's alike; see app/preview/preview.ts. It
 * also keeps the page out of search engines, as the server's head did (shared/pages/head.ts, isNoindex): React puts
 * the meta into the document's head, and takes it out with the bar. Here rather than in every route's head, so that
 * its code comes with the record routes and not with every page's. Not on the page the document arrived with, whose
 * head is still the server's (app/start/first-page.ts).
 */
/** What the bar says. */
const previewBarText = (preview: Pick<Preview, "published" | "schedule">) => ({
  ...(preview.published
    ? { title: "Preview: published", note: "Visitors see this page at its own address." }
    : { title: "Preview: not published", note: "Only people with this link can see this page." }),
  schedule: preview.schedule ?? "",
});

export function PreviewBar() {
  const preview = usePreview();
  if (!preview) return null;
  const { title, note, schedule } = previewBarText(preview);
  return (
    <section className="preview-bar" aria-label="Preview">
      {!stillOnArrival() && <meta name="robots" content="noindex" />}
      <p>
        <strong>{title}</strong> <span>{note}</span>
      </p>
      {schedule && <p className="preview-schedule">{schedule}</p>}
    </section>
  );
}

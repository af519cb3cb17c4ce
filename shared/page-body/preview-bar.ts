import type { Preview } from "../preview";
import { element, text } from "./markup";

/** What the bar says; the app's bar (web/src/app/preview-bar.tsx) reads the same words from here. */
export const previewBarText = (preview: Pick<Preview, "published" | "schedule">) => ({
  ...(preview.published
    ? { title: "Preview: published", note: "Visitors see this page at its own address." }
    : { title: "Preview: not published", note: "Only people with this link can see this page." }),
  schedule: preview.schedule ?? "",
});

/** web/src/app/preview-bar.tsx: the bar a preview link's page opens with, a landmark of its own. */
export function previewBar(preview: Preview | undefined): string {
  if (!preview) return "";
  const { title, note, schedule } = previewBarText(preview);
  return element(
    "section",
    { class: "preview-bar", "aria-label": "Preview" },
    `<p><strong>${text(title)}</strong> <span>${text(note)}</span></p>${schedule ? `<p class="preview-schedule">${text(schedule)}</p>` : ""}`,
  );
}

import { bcp47, preferredLanguage } from "../../../../shared/languages/alternates";
import { inLanguage, prefixOf } from "../../../../shared/languages/languages";
import { fill } from "../../../../shared/languages/words/fill";
import { documentLanguage, words } from "../../lib/document-language";

import { SUGGESTION_KEY } from "./preference";

export { SUGGESTION_KEY };

/**
 * A small, dismissible note for a first-time visitor whose browser prefers another live language than the page's:
 * a link to this page in it (its hreflang alternate in the head), else to that language's home. Never a redirect:
 * the address answers what it answers for everyone (crawlers, shared links). Once dismissed or followed, never again.
 */
export function suggestLanguage(doc: Document = document, accepted: readonly string[] = navigator.languages): void {
  const language = documentLanguage();
  let storage: Storage;
  try {
    storage = window.localStorage;
    if (storage.getItem(SUGGESTION_KEY)) return;
  } catch {
    // No storage (a private mode that refuses it): the answer could not be kept, so ask nothing.
    return;
  }
  const wanted = preferredLanguage(accepted, language.languages);
  if (!wanted || wanted.code === language.code) return;
  const tag = bcp47(wanted.code);
  const alternate = doc.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${tag}"]`);
  const href = alternate ? new URL(alternate.href).pathname : inLanguage(prefixOf(wanted.code, language.defaultCode), "/");
  const said = words().language;
  const remember = (answer: string) => {
    try {
      storage.setItem(SUGGESTION_KEY, answer);
    } catch {
      // Kept or not, the note goes.
    }
  };

  const note = doc.createElement("aside");
  note.className = "language-suggestion";
  note.setAttribute("aria-label", said.switcher);
  const text = doc.createElement("p");
  text.textContent = `${fill(said.suggestion, { language: wanted.name })} `;
  const link = doc.createElement("a");
  link.href = href;
  link.hreflang = tag;
  link.lang = tag;
  link.textContent = fill(said.suggestionLink, { language: wanted.name });
  link.addEventListener("click", () => remember(wanted.code));
  text.append(link);
  const dismiss = doc.createElement("button");
  dismiss.type = "button";
  dismiss.textContent = said.dismiss;
  dismiss.addEventListener("click", () => {
    remember("dismissed");
    note.remove();
  });
  note.append(text, dismiss);
  doc.body.append(note);
}

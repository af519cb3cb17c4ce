import { preferredLanguage } from "../../../../shared/languages/alternates";
import { documentLanguage } from "../../lib/document-language";

/** Where a visitor's answer is kept: in the browser alone (localStorage), never a cookie (issue 24). */
export const SUGGESTION_KEY = "language-suggestion";

/**
 * Whether this visitor is to be offered another of the site's live languages (app/languages/suggestion.ts): their
 * browser prefers one over the page's, and they have not answered before. Asked before the note's code loads, so
 * that a visitor who will see none fetches none of it (issue 25's budget).
 */
export function suggestionWanted(accepted: readonly string[] = navigator.languages): boolean {
  const language = documentLanguage();
  if (language.languages.length < 2) return false;
  try {
    if (window.localStorage.getItem(SUGGESTION_KEY)) return false;
  } catch {
    // No storage (a private mode that refuses it): the answer could not be kept, so ask nothing.
    return false;
  }
  const wanted = preferredLanguage(accepted, language.languages);
  return wanted !== undefined && wanted.code !== language.code;
}

import { describe, expect, it } from "vitest";
import { type NoteLanguage, translationsNote } from "./translation-note";

const EN: NoteLanguage = { code: "en", name: "English", dir: "ltr", is_default: true, live: true };
const PT: NoteLanguage = { code: "pt", name: "Português", dir: "ltr", is_default: false, live: true };
const ES: NoteLanguage = { code: "es", name: "Español", dir: "ltr", is_default: false, live: false };
const original = { id: "a", language: "en", title: "Harbour lights", status: "published" };

describe("the translations note editors read", () => {
  it("an original: its translations with their status, and the languages it has none in", () => {
    expect(
      translationsNote(original, [EN, PT, ES], [{ id: "b", language: "pt", title: "Luzes do porto", status: "draft" }]),
    ).toBe("Translated into Português (pt): “Luzes do porto”, draft. No translation yet in Español (es, not live).");
    expect(translationsNote(original, [EN, PT], [])).toBe("No translation yet in Português (pt).");
  });

  it("a translation: its original", () => {
    expect(translationsNote({ id: "b", language: "pt", title: "Luzes", status: "" }, [EN, PT], [], original)).toBe(
      "A translation of “Harbour lights” (English, en).",
    );
  });

  it("nothing on a site with one language", () => {
    expect(translationsNote(original, [EN], [])).toBe("");
  });
});

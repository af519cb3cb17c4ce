// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { ENGLISH } from "../../../../shared/languages/languages";
import { en } from "../../../../shared/languages/words/en";
import { setDocumentLanguage } from "../../lib/document-language";
import { SUGGESTION_KEY, suggestLanguage } from "./suggestion";

const PT = { code: "pt", name: "Português", dir: "ltr" as const, is_default: false };

describe("the language suggestion", () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.head.innerHTML = '<link rel="alternate" hreflang="pt" href="https://studio.example/pt/news/um-artigo">';
    document.body.innerHTML = "";
    setDocumentLanguage({ code: "en", dir: "ltr", prefix: "", defaultCode: "en", languages: [ENGLISH, PT] }, en);
  });
  const note = () => document.querySelector(".language-suggestion");

  it("offers this page in the language the browser prefers, by its alternate", () => {
    suggestLanguage(document, ["pt-PT", "en"]);
    expect(note()?.textContent).toContain("This page is also in Português.");
    const link = note()?.querySelector("a");
    expect(link?.getAttribute("href")).toBe("/pt/news/um-artigo");
    expect(link?.getAttribute("hreflang")).toBe("pt");
  });

  it("says nothing when the browser prefers the page's language, or none the site has", () => {
    suggestLanguage(document, ["en-GB", "pt"]);
    suggestLanguage(document, ["fr", "de"]);
    expect(note()).toBeNull();
  });

  it("offers the language's home when the page has no translation in it", () => {
    document.head.innerHTML = "";
    suggestLanguage(document, ["pt"]);
    expect(note()?.querySelector("a")?.getAttribute("href")).toBe("/pt/");
  });

  it("once dismissed, never again, and it keeps the answer in the browser's storage, not a cookie", () => {
    suggestLanguage(document, ["pt"]);
    document.querySelector<HTMLButtonElement>(".language-suggestion button")?.click();
    expect(note()).toBeNull();
    expect(window.localStorage.getItem(SUGGESTION_KEY)).toBe("dismissed");
    suggestLanguage(document, ["pt"]);
    expect(note()).toBeNull();
    expect(document.cookie).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { menuLinkProblem } from "./menu-links";

const link = {
  menu: "header" as const,
  heading: "",
  language: "en",
  page: "" as const,
  article: "",
  project: "",
  editor_page: "",
  url: "",
};
const facts = { languageExists: true, others: 0 };

describe("a menu link's save", () => {
  it("passes when it leads to one place in its language, within its menu's bound", () => {
    expect(menuLinkProblem({ ...link, page: "/work" }, facts)).toBeUndefined();
    expect(menuLinkProblem({ ...link, url: "https://example.org/" }, facts)).toBeUndefined();
    expect(
      menuLinkProblem({ ...link, article: "a1" }, { ...facts, record: { title: "A story", language: "en" } }),
    ).toBeUndefined();
    expect(menuLinkProblem({ ...link, menu: "footer", heading: "Studio", page: "/" }, { ...facts, others: 39 })).toBeUndefined();
    // Its record deleted: PocketBase empties the relation and saves the link, which the admin then names.
    expect(menuLinkProblem(link, { ...facts, lostItsRecord: true })).toBeUndefined();
  });

  it.each([
    [{ ...link }, facts, "page", "Choose where the link leads"],
    [{ ...link, page: "/work" as const, url: "https://example.org/" }, facts, "url", "has a page and an outside address"],
    [{ ...link, page: "/work" as const }, { ...facts, languageExists: false }, "language", "There is no language “en”"],
    [
      { ...link, language: "pt", project: "p1" },
      { ...facts, record: { title: "Northwind", language: "en" } },
      "project",
      "The project “Northwind” is in “en”, and this link is in “pt”'s menu",
    ],
    [{ ...link, heading: "More", page: "/" as const }, facts, "heading", "Only the footer lists its links under headings"],
    [{ ...link, page: "/" as const }, { ...facts, others: 12 }, "menu", "The header holds at most 12 links in “en”, and has 12"],
    [
      { ...link, menu: "footer" as const, page: "/" as const },
      { ...facts, others: 40 },
      "menu",
      "The footer holds at most 40 links in “en”",
    ],
  ])("refuses %j (%j) under its field, saying why", (saved, known, field, message) => {
    const problem = menuLinkProblem(saved, known);
    expect(problem?.field).toBe(field);
    expect(problem?.message).toContain(message);
  });
});

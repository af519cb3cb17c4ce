import { describe, expect, it } from "vitest";
import { idsFilter, liveKey, MENU_BOUNDS, type MenuLink, menuTarget, resolveMenus, wantedRecords } from "./menus";
import { isCurrent } from "./navigation";

let next = 0;
const link = (fields: Partial<MenuLink>): MenuLink => ({
  id: `link${String(next++).padStart(11, "0")}`,
  label: "A link",
  menu: "header",
  heading: "",
  page: "",
  article: "",
  project: "",
  editor_page: "",
  url: "",
  language: "en",
  ...fields,
});

const ARTICLE = "art000000000001";
const PROJECT = "prj000000000001";

describe("where a menu link leads", () => {
  it("is its one target: a fixed page, a record, another site, or nowhere once its record is deleted", () => {
    expect(menuTarget(link({ page: "/work" }))).toEqual({ kind: "page", path: "/work" });
    expect(menuTarget(link({ article: ARTICLE }))).toEqual({ kind: "record", collection: "news", id: ARTICLE });
    expect(menuTarget(link({ project: PROJECT }))).toEqual({ kind: "record", collection: "projects", id: PROJECT });
    expect(menuTarget(link({ url: "https://example.org/" }))).toEqual({ kind: "outside", href: "https://example.org/" });
    expect(menuTarget(link({}))).toEqual({ kind: "none" });
  });

  it("asks each collection once for the records the links name, and filters by id alone", () => {
    const links = [link({ article: ARTICLE }), link({ article: ARTICLE }), link({ project: PROJECT }), link({ page: "/" })];
    expect(Object.fromEntries(wantedRecords(links))).toEqual({ news: [ARTICLE], projects: [PROJECT] });
    expect(idsFilter([ARTICLE, 'x" || id != "'])).toBe(`id = "${ARTICLE}" || id = "xid"`);
    expect(idsFilter([])).toBe('id = ""');
  });
});

describe("the menus from their links", () => {
  const live = new Map([[liveKey("news", ARTICLE), "/news/a-story"]]);

  it("keeps the links' order, and a record's link only while visitors can open the record", () => {
    const menus = resolveMenus(
      [
        link({ label: "Work", page: "/work" }),
        link({ label: "Story", article: ARTICLE }),
        link({ label: "Draft project", project: PROJECT }),
        link({ label: "Deleted", article: "" }),
        link({ label: "Elsewhere", url: "https://example.org/" }),
      ],
      live,
      "en",
    );
    expect(menus.header.map((item) => [item.label, item.to ?? item.href])).toEqual([
      ["Work", "/work"],
      ["Story", "/news/a-story"],
      ["Elsewhere", "https://example.org/"],
    ]);
    expect(menus.footer).toEqual([]);
  });

  it("groups the footer's links under their headings, in the order each heading first comes", () => {
    const menus = resolveMenus(
      [
        link({ menu: "footer", label: "Work", page: "/work" }),
        link({ menu: "footer", label: "Instagram", heading: "Elsewhere", url: "https://instagram.com/x" }),
        link({ menu: "footer", label: "News", page: "/news" }),
        link({ menu: "footer", label: "Story", heading: " Elsewhere ", article: ARTICLE }),
      ],
      live,
      "en",
    );
    expect(menus.footer.map((group) => [group.heading, group.links.map((item) => item.label)])).toEqual([
      ["", ["Work", "News"]],
      ["Elsewhere", ["Instagram", "Story"]],
    ]);
  });

  it("reads a language's own links; a menu with none in it takes the default's links that every language has", () => {
    const links = [
      link({ label: "Work", page: "/work" }),
      link({ label: "Story", article: ARTICLE }),
      link({ menu: "footer", label: "Trabalho", page: "/work", language: "pt" }),
    ];
    const pt = resolveMenus(links, live, "pt", "en");
    expect(pt.header.map((item) => item.label)).toEqual(["Work"]);
    expect(pt.footer[0]?.links.map((item) => item.label)).toEqual(["Trabalho"]);
    expect(resolveMenus(links, live, "en", "en").footer).toEqual([]);
  });

  it("never shows more links than a menu's bound", () => {
    const many = Array.from({ length: MENU_BOUNDS.footer + 5 }, (_, n) => link({ label: `L${n}`, page: "/news" }));
    expect(resolveMenus(many, live, "en").header).toHaveLength(MENU_BOUNDS.header);
    const footer = many.map((one) => ({ ...one, menu: "footer" as const }));
    expect(resolveMenus(footer, live, "en").footer[0]?.links).toHaveLength(MENU_BOUNDS.footer);
  });

  it("marks a fixed page current on itself and on the record pages it lists, a record's link on its own page", () => {
    const [home, work, news, story] = resolveMenus(
      [link({ page: "/" }), link({ page: "/work" }), link({ page: "/news" }), link({ article: ARTICLE })],
      live,
      "en",
    ).header;
    if (!home || !work || !news || !story) throw new Error("four links");
    expect(isCurrent(home, "/")).toBe(true);
    expect(isCurrent(home, "/work")).toBe(false);
    expect(isCurrent(work, "/work")).toBe(true);
    expect(isCurrent(work, "/project/northwind")).toBe(true);
    expect(isCurrent(work, "/workshop")).toBe(false);
    expect(isCurrent(news, "/news/a-story")).toBe(true);
    expect(isCurrent(story, "/news/a-story")).toBe(true);
    expect(isCurrent(story, "/news/another")).toBe(false);
  });
});

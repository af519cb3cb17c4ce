import { describe, expect, it } from "vitest";
import { altTextProblem, coverAlt, galleryAlt } from "./alt-text";

const project = { title: "Harbour", cover: "cover.jpg", gallery: ["a.jpg", "b.jpg", "c.jpg"], status: "published" };

describe("alt text", () => {
  it("reads the cover's and each gallery picture's", () => {
    const record = { ...project, cover_alt: " Cranes at dusk ", gallery_alt: "A crane\n\nThe quay at night\n" };
    expect(coverAlt(record)).toBe("Cranes at dusk");
    expect(galleryAlt(record, 0)).toBe("A crane");
    expect(galleryAlt(record, 1)).toBe("Harbour, view 2 of 3");
    expect(galleryAlt(record, 2)).toBe("The quay at night");
  });

  it("is needed for every picture of a published record, naming the one that lacks it", () => {
    expect(altTextProblem({ ...project, cover_alt: "" })).toEqual({
      field: "cover_alt",
      message: expect.stringContaining("The cover (cover.jpg) needs alt text to publish"),
    });
    expect(altTextProblem({ ...project, cover_alt: "Cranes", gallery_alt: "A crane\n  \nThe quay" })).toEqual({
      field: "gallery_alt",
      message: expect.stringContaining("Gallery picture 2 of 3 (b.jpg) needs alt text"),
    });
    expect(altTextProblem({ ...project, cover_alt: "Cranes", gallery_alt: "A\nB\nC" })).toBeUndefined();
  });

  it("is not needed for a draft, or for pictures a record does not have", () => {
    expect(altTextProblem({ ...project, status: "draft", cover_alt: "" })).toBeUndefined();
    expect(altTextProblem({ title: "News", status: "published", cover: "" })).toBeUndefined();
  });
});

describe("alt text of nothing but invisible characters (issue 32)", () => {
  const project = { title: "Harbour", status: "published", cover: "c.jpg", gallery: ["a.jpg"] };
  it.each(["\u200b", " \u200b\u200c\u200d ", "\ufeff", "\u2060\u00ad", "\u200e"])("%j is no alt text", (text) => {
    expect(altTextProblem({ ...project, cover_alt: text, gallery_alt: "A crane" })?.field).toBe("cover_alt");
    expect(altTextProblem({ ...project, cover_alt: "Cranes", gallery_alt: text })?.field).toBe("gallery_alt");
    expect(coverAlt({ ...project, cover_alt: text })).toBe("");
  });

  it("keeps alt text that says something, invisible characters and all", () => {
    expect(coverAlt({ ...project, cover_alt: "Cranes\u200b at dusk" })).toBe("Cranes\u200b at dusk");
    expect(altTextProblem({ ...project, cover_alt: "Cranes", gallery_alt: "A\u200dcrane" })).toBeUndefined();
  });
});

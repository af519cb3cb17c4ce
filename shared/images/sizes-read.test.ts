import { describe, expect, it } from "vitest";
import { liftImageSizes, sizesRelation, withImageSizes } from "./sizes-read";

const SIZES = { "a.jpg": { width: 1600, height: 1000 } };

describe("a read that brings its records' images' sizes along", () => {
  it("expands the record's row of sizes, and adds its field where the read names fields", () => {
    expect(withImageSizes("news", undefined)).toEqual({ expand: "record_image_sizes_via_news" });
    expect(withImageSizes("news", { sort: "-published_at", fields: "id,cover,image_sizes" })).toEqual({
      sort: "-published_at",
      fields: "id,cover,image_sizes,expand.record_image_sizes_via_news.image_sizes",
      expand: "record_image_sizes_via_news",
    });
  });

  it("asks nothing more where the fields leave the sizes out, or the collection has no images", () => {
    const neighbours = { fields: "id,slug,title" };
    expect(withImageSizes("news", neighbours)).toBe(neighbours);
    expect(withImageSizes("services", { expand: "x" })).toEqual({ expand: "x" });
    expect(withImageSizes("menu_links", undefined)).toBeUndefined();
  });

  it("brings those of expanded records of a collection with images (a page's sections) along too", () => {
    expect(withImageSizes("pages", { expand: "sections" })).toEqual({
      expand: "sections,record_image_sizes_via_pages,sections.record_image_sizes_via_sections",
    });
    expect(withImageSizes("projects", { fields: "id,image_sizes,expand.services.name", expand: "services" })).toEqual({
      fields: "id,image_sizes,expand.services.name,expand.record_image_sizes_via_projects.image_sizes",
      expand: "services,record_image_sizes_via_projects",
    });
  });

  it("gives the answer back with the sizes at image_sizes, as when they were the record's field", () => {
    const list = {
      items: [
        { id: "1", expand: { [sizesRelation("projects")]: { image_sizes: SIZES }, services: [{ name: "Film" }] } },
        { id: "2" },
      ],
    };
    expect(liftImageSizes("projects", { expand: "services" }, list).items).toEqual([
      { id: "1", expand: { services: [{ name: "Film" }] }, image_sizes: SIZES },
      // No row yet (a record saved before its images were read): no sizes, as an empty field was.
      { id: "2", image_sizes: null },
    ]);
    const page = {
      id: "p",
      expand: {
        [sizesRelation("pages")]: { image_sizes: {} },
        sections: [{ id: "s", expand: { [sizesRelation("sections")]: { image_sizes: SIZES } } }],
      },
    };
    expect(liftImageSizes("pages", { expand: "sections" }, page)).toEqual({
      id: "p",
      image_sizes: {},
      expand: { sections: [{ id: "s", image_sizes: SIZES }] },
    });
    const full = [{ id: "o", expand: { [sizesRelation("offices")]: { image_sizes: SIZES } } }];
    expect(liftImageSizes("offices", undefined, full)).toEqual([{ id: "o", image_sizes: SIZES }]);
  });

  it("leaves an answer alone where the read asked for no sizes", () => {
    const links = { items: [{ id: "1", slug: "a", title: "A" }] };
    expect(liftImageSizes("news", { fields: "id,slug,title" }, links)).toEqual({ items: [{ id: "1", slug: "a", title: "A" }] });
  });
});

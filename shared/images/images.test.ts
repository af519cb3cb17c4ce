import { describe, expect, it } from "vitest";
import { news } from "../schema/news";
import { projects } from "../schema/projects";
import { COVER_FRAMES, IMAGE_WIDTHS, responsiveImage, srcsetCandidates, THUMB_SHARE } from "./images";

const record = { id: "rec1", collectionId: "pbc_projects", collectionName: "projects" };
/** The widths a srcset offers, read back from its text. */
const widthsOf = (srcSet: string) => srcSet.split(", ").map((candidate) => Number.parseInt(candidate.split(" ")[1] ?? "", 10));

describe("responsiveImage", () => {
  it.each([300, 800, 1080, 1200, 1600, 2400, 4000])("offers no candidate wider than a %i px original", (width) => {
    const image = responsiveImage("", { ...record, image_sizes: { "a.jpg": { width, height: 500 } } }, "a.jpg", "100vw");
    const widths = widthsOf(image.srcSet);
    expect(Math.max(...widths)).toBe(width);
    // Only the original may be as wide as itself: a thumb that wide would be upscaled or re-encoded larger.
    expect(
      image.srcSet
        .split(", ")
        .filter((c) => c.includes("?thumb="))
        .map((c) => widthsOf(c)[0]),
    ).toEqual(IMAGE_WIDTHS.filter((w) => w <= width * THUMB_SHARE));
  });

  it("ends the srcset with the original file, at its own width", () => {
    const image = responsiveImage("", { ...record, image_sizes: { "a.jpg": { width: 1200, height: 750 } } }, "a.jpg", "100vw");
    expect(image.srcSet).toBe(
      [360, 480, 720].map((w) => `/api/files/pbc_projects/rec1/a.jpg?thumb=${w}x0 ${w}w`).join(", ") +
        ", /api/files/pbc_projects/rec1/a.jpg 1200w",
    );
    expect(image.src).toBe("/api/files/pbc_projects/rec1/a.jpg?thumb=720x0");
  });

  it("carries a preview link's token on every address of the previewed record's files, and on no other record's", () => {
    const sizes = { "a.jpg": { width: 1200, height: 750 } };
    const draft = { ...record, image_sizes: sizes, previewToken: "1767000000.0123456789abcdef0123456789abcdef" };
    const image = responsiveImage("", draft, "a.jpg", "100vw");
    expect(image.src).toBe("/api/files/pbc_projects/rec1/a.jpg?thumb=720x0&preview=1767000000.0123456789abcdef0123456789abcdef");
    expect(image.srcSet.split(", ").every((candidate) => candidate.includes("preview=1767000000.0123456789abcdef"))).toBe(true);
    expect(image.srcSet).toContain(
      "/api/files/pbc_projects/rec1/a.jpg?preview=1767000000.0123456789abcdef0123456789abcdef 1200w",
    );
    expect(responsiveImage("", { ...record, image_sizes: sizes }, "a.jpg", "100vw").srcSet).not.toContain("preview=");
  });

  it("offers a phone's steps, 360/720/1080, for an original wide enough", () => {
    expect(srcsetCandidates("a.jpg", { "a.jpg": { width: 1600, height: 1000 } }).map((c) => c.width)).toEqual([
      360, 480, 720, 960, 1080, 1600,
    ]);
  });

  it("offers a WebP original alone: PocketBase's thumbnails of WebP are PNGs", () => {
    expect(srcsetCandidates("a.webp", { "a.webp": { width: 1600, height: 1000 } })).toEqual([{ width: 1600 }]);
  });

  it("falls back to the thumbnails when the original's size is not known", () => {
    const image = responsiveImage("", record, "a.gif", "100vw");
    expect(widthsOf(image.srcSet)).toEqual(IMAGE_WIDTHS);
    expect(image.src).toBe("/api/files/pbc_projects/rec1/a.gif?thumb=960x0");
  });

  it("asks for thumbnails cut to a cover's frame, the same widths, and the original whole", () => {
    const image = responsiveImage(
      "",
      { ...record, image_sizes: { "a.jpg": { width: 1200, height: 750 } } },
      "a.jpg",
      "100vw",
      "16x8",
    );
    expect(image.srcSet).toBe(
      `${[
        [360, 180],
        [480, 240],
        [720, 360],
      ]
        .map(([w, h]) => `/api/files/pbc_projects/rec1/a.jpg?thumb=${w}x${h} ${w}w`)
        .join(", ")}, /api/files/pbc_projects/rec1/a.jpg 1200w`,
    );
    expect(image.src).toBe("/api/files/pbc_projects/rec1/a.jpg?thumb=720x360");
  });

  // PocketBase makes only the thumbnails a field lists; any other is answered with the original, every byte of it.
  it.each([
    ["news", news, COVER_FRAMES.news],
    ["projects", projects, COVER_FRAMES.projects],
  ] as const)("every thumbnail a %s cover's srcset can ask for is one its field lists", (_, collection, frame) => {
    const cover = collection.fields.find((field) => field.name === "cover") as { thumbs?: readonly string[] };
    const image = responsiveImage("", record, "a.jpg", "100vw", frame);
    const asked = image.srcSet.split(", ").map((candidate) => /[?&]thumb=([^& ]+)/.exec(candidate)?.[1]);
    expect(asked.length).toBe(IMAGE_WIDTHS.length);
    for (const thumb of asked) expect(cover.thumbs).toContain(thumb);
  });
});

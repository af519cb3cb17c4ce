import { describe, expect, it } from "vitest";
import { fileUrls } from "./warm-thumbnails";

describe("fileUrls", () => {
  it("reads every file a page names in src and srcset, thumbnails included, once each, and nothing else", () => {
    const html =
      '<img src="/api/files/c/r/a.jpg?thumb=720x0&amp;preview=t" srcset="/api/files/c/r/a.jpg?thumb=360x0 360w, /api/files/c/r/a.jpg?thumb=720x0&amp;preview=t 720w, /api/files/c/r/a.jpg 1600w">' +
      '<script src="/assets/boot.js"></script><img src="data:image/svg+xml,x">';
    expect(fileUrls(html, "http://127.0.0.1:8090/work")).toEqual([
      "http://127.0.0.1:8090/api/files/c/r/a.jpg?thumb=720x0&preview=t",
      "http://127.0.0.1:8090/api/files/c/r/a.jpg?thumb=360x0",
      "http://127.0.0.1:8090/api/files/c/r/a.jpg",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { imageSize } from "./dimensions";
import { bytes, IMAGES } from "./dimensions.fixtures";

describe("imageSize", () => {
  it.each([
    ["a baseline JPEG", IMAGES.jpeg],
    ["a PNG", IMAGES.png],
    ["a lossy WebP (VP8)", IMAGES.webpLossy],
    ["a lossless WebP (VP8L)", IMAGES.webpLossless],
    ["an extended WebP (VP8X, colour profile and alpha)", IMAGES.webpExtended],
  ])("reads %s's size from its header", (_, hex) => {
    expect(imageSize(bytes(hex))).toEqual({ width: 37, height: 21 });
  });

  it("gives a JPEG turned a quarter by its EXIF orientation as it is shown: width and height swapped", () => {
    expect(imageSize(bytes(IMAGES.jpegRotated))).toEqual({ width: 21, height: 37 });
  });

  it("reads the size from the first bytes only", () => {
    expect(imageSize(bytes(IMAGES.jpeg).slice(0, 200))).toEqual({ width: 37, height: 21 });
  });

  it("gives nothing for another format or a header cut short", () => {
    expect(imageSize(bytes("474946383961250015008000"))).toBeUndefined(); // GIF
    expect(imageSize(bytes(IMAGES.jpegRotated).slice(0, 40))).toBeUndefined();
    expect(imageSize(new Uint8Array(0))).toBeUndefined();
  });
});

/** An image's size as it is shown: EXIF orientation applied, as browsers and PocketBase's thumbs apply it. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Enough of a file to find its size: JPEG's EXIF and colour profile come before the frame header, and rarely pass this. */
export const IMAGE_HEADER_BYTES = 256 * 1024;

/**
 * The size of a JPEG, PNG or WebP from its first bytes (PocketBase's JS engine has no image API, so we read the
 * headers ourselves). Undefined for another format or a header cut short.
 */
export function imageSize(bytes: ArrayLike<number>): ImageSize | undefined {
  if (bytes.length < 16) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (ascii(bytes, 1, 3) === "PNG" && ascii(bytes, 12, 4) === "IHDR")
    return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return webpSize(bytes);
  return undefined;
}

function ascii(b: ArrayLike<number>, at: number, length: number): string {
  let text = "";
  for (let i = at; i < at + length && i < b.length; i++) text += String.fromCharCode(b[i] ?? 0);
  return text;
}
const u8 = (b: ArrayLike<number>, at: number) => b[at] ?? 0;
const u16be = (b: ArrayLike<number>, at: number) => (u8(b, at) << 8) | u8(b, at + 1);
const u16le = (b: ArrayLike<number>, at: number) => u8(b, at) | (u8(b, at + 1) << 8);
const u24le = (b: ArrayLike<number>, at: number) => u16le(b, at) | (u8(b, at + 2) << 16);
const u32be = (b: ArrayLike<number>, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const u32le = (b: ArrayLike<number>, at: number) => u16le(b, at) + u16le(b, at + 2) * 0x10000;

/** Start-of-frame markers: every SOFn except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(b: ArrayLike<number>): ImageSize | undefined {
  let at = 2;
  let turned = false;
  while (at + 9 < b.length) {
    if (u8(b, at) !== 0xff) return undefined;
    const marker = u8(b, at + 1);
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    const length = u16be(b, at + 2);
    if (marker === 0xe1 && ascii(b, at + 4, 6) === "Exif\0\0") turned = exifTurned(b, at + 10, at + 2 + length);
    if (isFrame(marker)) {
      const size = { width: u16be(b, at + 7), height: u16be(b, at + 5) };
      return turned ? { width: size.height, height: size.width } : size;
    }
    if (marker === 0xda || length < 2) return undefined; // image data before any frame header: not a JPEG we can read
    at += 2 + length;
  }
  return undefined;
}

/** Whether EXIF's orientation (tag 0x0112, values 5–8) turns the picture a quarter, swapping width and height. */
function exifTurned(b: ArrayLike<number>, tiff: number, end: number): boolean {
  const little = ascii(b, tiff, 2) === "II";
  const u16 = (at: number) => (little ? u16le(b, at) : u16be(b, at));
  const u32 = (at: number) => (little ? u32le(b, at) : u32be(b, at));
  const ifd = tiff + u32(tiff + 4);
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return false;
    if (u16(entry) === 0x0112) return u16(entry + 8) >= 5 && u16(entry + 8) <= 8;
  }
  return false;
}

function webpSize(b: ArrayLike<number>): ImageSize | undefined {
  const chunk = ascii(b, 12, 4);
  const data = 20;
  if (chunk === "VP8 ") {
    // A key frame's start code, then 14-bit width and height (the top 2 bits scale, which we ignore like browsers do).
    if (u8(b, data + 3) !== 0x9d || u8(b, data + 4) !== 0x01 || u8(b, data + 5) !== 0x2a) return undefined;
    return { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (u8(b, data) !== 0x2f) return undefined;
    const bits = u32le(b, data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
  return undefined;
}

/** A record's images' sizes, by file name (the `image_sizes` field). */
export type ImageSizes = Record<string, ImageSize>;

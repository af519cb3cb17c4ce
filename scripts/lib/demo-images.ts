import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import jpeg from "jpeg-js";
import { type DemoImage, PALETTES } from "../../pb_migrations/src/demo/palettes";

type RGB = [number, number, number];

const hex = (value: string): RGB => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as RGB;
const mix = (a: RGB, b: RGB, t: number): RGB => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const smooth = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** A small seeded generator, so the same manifest always draws the same pictures. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** Returns the colour at (x, y), both in 0..1 with y scaled by the aspect ratio. */
function painter(image: DemoImage): (x: number, y: number) => RGB {
  const rand = random(image.seed);
  const colours = PALETTES[image.palette].map(hex);
  const [ink, accent, paper, extra] = colours as [RGB, RGB, RGB, RGB];
  const aspect = image.height / image.width;
  const angle = rand() * Math.PI;
  const [ca, sa] = [Math.cos(angle), Math.sin(angle)];
  const background = (x: number, y: number) => mix(ink, extra, smooth(-0.2, 1.2, x * ca + y * sa));

  switch (image.motif) {
    case "orbs": {
      const orbs = Array.from({ length: 3 + Math.floor(rand() * 3) }, (_, i) => ({
        x: rand(),
        y: rand() * aspect,
        r: 0.12 + rand() * 0.3,
        colour: [accent, paper, extra][i % 3] as RGB,
      }));
      return (x, y) => {
        let colour = background(x, y);
        for (const orb of orbs) {
          const d = Math.hypot(x - orb.x, y - orb.y) / orb.r;
          colour = mix(colour, orb.colour, (1 - smooth(0.55, 1, d)) * 0.92);
        }
        return colour;
      };
    }
    case "bands": {
      const width = 0.06 + rand() * 0.08;
      const circle = { x: 0.3 + rand() * 0.4, y: aspect * (0.3 + rand() * 0.4), r: 0.18 + rand() * 0.12 };
      return (x, y) => {
        const band = Math.floor((x * ca + y * sa + 2) / width) % 3;
        const base = [ink, accent, paper][band] as RGB;
        const inside = 1 - smooth(circle.r - 0.004, circle.r + 0.004, Math.hypot(x - circle.x, y - circle.y));
        return mix(base, extra, inside * 0.85);
      };
    }
    case "rings": {
      const cx = rand() < 0.5 ? -0.1 : 1.1;
      const cy = aspect * rand();
      const spacing = 0.07 + rand() * 0.05;
      return (x, y) => {
        const d = Math.hypot(x - cx, y - cy);
        const ring = Math.abs(((d / spacing) % 1) - 0.5) * 2;
        const lit = smooth(0.55, 0.75, ring);
        return mix(background(x, y), d < 0.5 ? accent : paper, lit * (0.35 + 0.5 * smooth(1.4, 0.2, d)));
      };
    }
    case "halftone": {
      const cell = 0.08 + rand() * 0.04;
      const focus = { x: rand(), y: rand() * aspect };
      return (x, y) => {
        const gx = Math.floor(x / cell);
        const gy = Math.floor(y / cell);
        const centre = { x: (gx + 0.5) * cell, y: (gy + 0.5) * cell };
        const size = 0.45 * smooth(0.9, 0.05, Math.hypot(centre.x - focus.x, centre.y - focus.y));
        const dot = 1 - smooth(size - 0.05, size, Math.hypot(x - centre.x, y - centre.y) / cell);
        return mix(paper, (gx + gy) % 7 === 0 ? extra : accent, dot);
      };
    }
    case "blocks": {
      const columns = [0, 0.2 + rand() * 0.2, 0.55 + rand() * 0.2, 1];
      const rows = [0, aspect * (0.3 + rand() * 0.3), aspect];
      const fills = Array.from({ length: 6 }, () => colours[Math.floor(rand() * colours.length)] as RGB);
      const gutter = 0.012;
      return (x, y) => {
        const column = columns.findIndex((edge, i) => i > 0 && x < edge) - 1;
        const row = rows.findIndex((edge, i) => i > 0 && y < edge) - 1;
        const nearEdge = columns.some((edge) => Math.abs(x - edge) < gutter) || rows.some((edge) => Math.abs(y - edge) < gutter);
        return nearEdge ? paper : (fills[(row * 3 + column + 6) % 6] ?? ink);
      };
    }
  }
}

/**
 * JPEG quality 75, the web's usual setting, and a faint grain (±1 level): the grain is what the bytes pay for, and
 * PocketBase re-encodes it into every thumbnail at quality 95 (docs/decisions/archive/025-images-sized-to-the-screen.md). At
 * quality 82 and ±7 levels, a 1600 px cover weighed ~200 KB and its 1080 px thumbnail ~150 KB; at ±3 levels ~70 and
 * ~85 KB, and a 720 px card thumbnail ~38 KB.
 */
const QUALITY = 75;
const GRAIN = 2;

/** Draws one image as JPEG bytes, with a little grain so it reads as a photograph of a print. */
function renderDemoImage(image: DemoImage, quality = QUALITY): Buffer {
  const paint = painter(image);
  const grain = random(image.seed * 7 + 3);
  const data = Buffer.alloc(image.width * image.height * 4);
  for (let py = 0; py < image.height; py++) {
    for (let px = 0; px < image.width; px++) {
      const [r, g, b] = paint(px / image.width, py / image.width);
      const noise = (grain() - 0.5) * GRAIN;
      const i = (py * image.width + px) * 4;
      data[i] = Math.max(0, Math.min(255, r + noise));
      data[i + 1] = Math.max(0, Math.min(255, g + noise));
      data[i + 2] = Math.max(0, Math.min(255, b + noise));
      data[i + 3] = 255;
    }
  }
  return Buffer.from(jpeg.encode({ data, width: image.width, height: image.height }, quality).data);
}

/** Draws and writes each image in turn, saying how many are written after each (each write lets timers run). */
export async function writeDemoImages(
  images: readonly DemoImage[],
  dir: string,
  onWritten: (count: number) => void = () => {},
): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [i, image] of images.entries()) {
    await writeFile(path.join(dir, image.file), renderDemoImage(image));
    onWritten(i + 1);
  }
}

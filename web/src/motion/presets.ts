import { SCALE_FROM, SCALE_FULL_FROM, SLIDE_DISTANCE_PX } from "./constants";

/**
 * Entrance presets: the state an element starts from; it animates to its natural state.
 * Names say where it comes from: slide-left enters from the left (from the right on a right-to-left page).
 * Add one with `registerPreset("name", { x: …, opacity: 0 })`. Presets hide with opacity,
 * never visibility, so content not yet revealed can still be read and focused.
 */
export type PresetFrom = Record<string, number | string>;

const presets = new Map<string, PresetFrom>([
  ["slide-left", { x: -SLIDE_DISTANCE_PX, opacity: 0 }],
  ["slide-right", { x: SLIDE_DISTANCE_PX, opacity: 0 }],
  ["slide-top", { y: -SLIDE_DISTANCE_PX, opacity: 0 }],
  ["slide-bottom", { y: SLIDE_DISTANCE_PX, opacity: 0 }],
  ["scale", { scale: SCALE_FROM, opacity: 0 }],
  ["scale-full", { scale: SCALE_FULL_FROM, opacity: 0 }],
  ["fade", { opacity: 0 }],
]);

export function registerPreset(name: string, from: PresetFrom): void {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`A preset name is lowercase words joined by hyphens, not "${name}"`);
  presets.set(name, from);
}

/**
 * A preset's starting state. On a page written right to left (`<html dir="rtl">`, issue 24) the page is mirrored, and so
 * is the motion: slide-left, which enters from the reading's start, comes from the right.
 */
export function presetFrom(name: string): PresetFrom | undefined {
  const from = presets.get(name);
  if (!from) return undefined;
  const mirrored = typeof document !== "undefined" && document.documentElement.dir === "rtl" && typeof from.x === "number";
  return mirrored ? { ...from, x: -(from.x as number) } : { ...from };
}

export const presetNames = () => [...presets.keys()];

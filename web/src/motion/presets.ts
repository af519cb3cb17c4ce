import { SCALE_FROM, SCALE_FULL_FROM, SLIDE_DISTANCE_PX } from "./constants";

/**
 * Entrance presets: the state an element starts from; it animates to its natural state.
 * Names say where it comes from: slide-left enters from the left.
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

export function presetFrom(name: string): PresetFrom | undefined {
  const from = presets.get(name);
  return from && { ...from };
}

export const presetNames = () => [...presets.keys()];

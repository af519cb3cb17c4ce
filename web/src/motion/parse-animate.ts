import { DEFAULTS } from "./constants";
import { type PresetFrom, presetFrom } from "./presets";

/**
 * The declarative API: `data-animate="<preset>[.<modifier>[:<value>]]…"`, e.g.
 * `slide-left`, `fade.delay`, `scale.delay:800.duration:1.2`, `slide-bottom.stagger.desktop-only`.
 *
 * Modifiers: delay (ms, default 500), stagger (s between children, default 0.2),
 * duration (s, default 0.5), desktop-only, mobile-only.
 */
export interface AnimateSpec {
  preset: string;
  from: PresetFrom;
  /** Seconds. */
  delay: number;
  duration: number;
  /** Seconds between the element's children; 0 animates the element itself. */
  stagger: number;
  media: "all" | "desktop" | "mobile";
}

export type ParseResult = { ok: true; spec: AnimateSpec } | { ok: false; problem: string };

function number(value: string | undefined, fallback: number, name: string): number | string {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : `"${value}" is not a number for ${name}`;
}

export function parseAnimate(attribute: string): ParseResult {
  // A dot starts a modifier only when a letter follows, so values may have decimals (stagger:0.05).
  const [name = "", ...modifiers] = attribute.trim().split(/\.(?=[a-z])/);
  const from = presetFrom(name);
  if (!from) return { ok: false, problem: `Unknown animation preset: ${name}` };
  const spec: AnimateSpec = { preset: name, from, delay: 0, duration: DEFAULTS.duration, stagger: 0, media: "all" };

  for (const modifier of modifiers) {
    const [key, value] = modifier.split(":");
    let parsed: number | string = 0;
    switch (key) {
      case "delay":
        parsed = number(value, DEFAULTS.delay * 1000, "delay");
        if (typeof parsed === "number") spec.delay = parsed / 1000;
        break;
      case "duration":
        parsed = number(value, DEFAULTS.duration, "duration");
        if (typeof parsed === "number") spec.duration = parsed;
        break;
      case "stagger":
        parsed = number(value, DEFAULTS.stagger, "stagger");
        if (typeof parsed === "number") spec.stagger = parsed;
        break;
      case "desktop-only":
        spec.media = "desktop";
        break;
      case "mobile-only":
        spec.media = "mobile";
        break;
      default:
        return { ok: false, problem: `Unknown animation modifier: ${key}` };
    }
    if (typeof parsed === "string") return { ok: false, problem: parsed };
  }
  return { ok: true, spec };
}

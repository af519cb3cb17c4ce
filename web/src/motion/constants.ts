/** The spec's motion constants (seed-spec §9), in the units GSAP takes: seconds unless named otherwise. */
export const MOBILE_BREAKPOINT_PX = 768;

export const SCROLL_TRIGGER = { start: "top 90%", end: "top 50%" } as const;
export const PINNED = { start: "center center", end: "+=1000" } as const;

export const DEFAULTS = {
  /** The `delay` modifier without a value: 500 ms. */
  delay: 0.5,
  stagger: 0.2,
  duration: 0.5,
} as const;

export const SLIDE_DISTANCE_PX = 32;
export const SCALE_FROM = 0.75;
export const SCALE_FULL_FROM = 0;

export const MAGNETIC_STRENGTH = { weak: 0.5, weaker: 0.75, strong: 2, stronger: 1.5 } as const;
export const TEXT_SPEED = { slow: 0.5, fast: 10, default: 2 } as const;
/** Characters a second at speed 1; the default speed 2 types 24 a second. */
export const CHARACTERS_PER_SECOND_AT_SPEED_1 = 12;

export const PAGE_TRANSITION = { leave: 0.25, enter: 1, hold: 0.25 } as const;

/** Lenis: lerp is ours; the 400 ms velocity reset and 250 ms resize debounce are Lenis's own defaults. */
export const SMOOTH_SCROLL = { lerp: 0.1, velocityResetMs: 400, resizeDebounceMs: 250 } as const;

export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/** A mouse or trackpad among the device's pointers: a wheel for Lenis to smooth (a phone has none). */
export const WHEEL_POINTER = "(any-pointer: fine)";
export const DESKTOP = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const MOBILE = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

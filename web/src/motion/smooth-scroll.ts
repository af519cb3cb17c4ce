import type Lenis from "lenis";
import { REDUCED_MOTION, SMOOTH_SCROLL, WHEEL_POINTER } from "./constants";
import { gsap, ScrollTrigger } from "./gsap";

let lenis: Lenis | undefined;
/** Whether smooth scrolling should run now: the last answer of the media queries, which a late import obeys. */
let wanted = false;
/** The phone menu's or search's hold, kept for a Lenis that starts while it is on. */
let held = false;
const raf = (time: number) => lenis?.raf(time * 1000);

async function start() {
  wanted = true;
  // Lenis smooths the wheel and nothing else (touch scrolling stays the browser's: `syncTouch` is off), so a device
  // with no mouse or trackpad never loads it (decision 080).
  const { default: SmoothScroll } = await import("lenis").catch((error: unknown) => {
    // Scrolling stays the browser's own; the next change of either query tries again.
    wanted = false;
    throw error;
  });
  if (!wanted || lenis) return;
  // lerp is the spec's 0.1; Lenis's own defaults give the 400 ms velocity reset and 250 ms resize debounce.
  lenis = new SmoothScroll({ lerp: SMOOTH_SCROLL.lerp, autoRaf: false, autoResize: true, anchors: false });
  lenis.on("scroll", ScrollTrigger.update);
  if (held) lenis.stop();
  gsap.ticker.add(raf);
  gsap.ticker.lagSmoothing(0);
  document.documentElement.dataset.smoothScroll = "on";
}

function stop() {
  wanted = false;
  gsap.ticker.remove(raf);
  lenis?.destroy();
  lenis = undefined;
  document.documentElement.dataset.smoothScroll = "off";
}

/**
 * Smooth scrolling for everyone with a mouse or trackpad who has not asked for less motion; follows both live (a
 * tablet's keyboard with a trackpad, a change of preference).
 */
export function initSmoothScroll(): void {
  const reduce = window.matchMedia(REDUCED_MOTION);
  const wheel = window.matchMedia(WHEEL_POINTER);
  const apply = () => {
    if (reduce.matches || !wheel.matches) stop();
    else if (!wanted) void start().catch((error: unknown) => console.warn("Smooth scrolling did not load", error));
  };
  apply();
  reduce.addEventListener("change", apply);
  wheel.addEventListener("change", apply);
}

/** Jumps (no animation) to `top`, measured by the caller (load-motion.ts's jumpTo), and tells ScrollTrigger. */
export function scrollNow(top: number): void {
  if (lenis) {
    // The new page is taller or shorter than the old one: measure before jumping, or Lenis clamps to the old limit.
    lenis.resize();
    lenis.scrollTo(top, { immediate: true, force: true });
  } else {
    window.scrollTo(0, top);
  }
  ScrollTrigger.update();
}

/** Stops or restarts Lenis for the phone menu or search (load-motion.ts's holdScroll). */
export function holdScroll(hold: boolean): void {
  held = hold;
  if (hold) lenis?.stop();
  else lenis?.start();
}

import Lenis from "lenis";
import { REDUCED_MOTION, SMOOTH_SCROLL } from "./constants";
import { gsap, ScrollTrigger } from "./gsap";

let lenis: Lenis | undefined;
const raf = (time: number) => lenis?.raf(time * 1000);

function start() {
  // lerp is the spec's 0.1; Lenis's own defaults give the 400 ms velocity reset and 250 ms resize debounce.
  lenis = new Lenis({ lerp: SMOOTH_SCROLL.lerp, autoRaf: false, autoResize: true, anchors: false });
  lenis.on("scroll", ScrollTrigger.update);
  gsap.ticker.add(raf);
  gsap.ticker.lagSmoothing(0);
  document.documentElement.dataset.smoothScroll = "on";
}

function stop() {
  gsap.ticker.remove(raf);
  lenis?.destroy();
  lenis = undefined;
  document.documentElement.dataset.smoothScroll = "off";
}

/** Smooth scrolling for everyone who has not asked for less motion; follows the preference live. */
export function initSmoothScroll(): void {
  const reduce = window.matchMedia(REDUCED_MOTION);
  const apply = () => (reduce.matches ? stop() : lenis ? undefined : start());
  apply();
  reduce.addEventListener("change", apply);
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

/** Stops or restarts Lenis for the phone menu (load-motion.ts's holdScroll, which keeps the state). */
export function holdScroll(hold: boolean): void {
  if (hold) lenis?.stop();
  else lenis?.start();
}

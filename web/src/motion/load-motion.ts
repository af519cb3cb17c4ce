import { nextTask } from "../lib/next-task";
import type * as Runtime from "./runtime";

/**
 * The app's door to its motion code (decision 073). GSAP, ScrollTrigger and Lenis are not needed to show a
 * page (the server's first response is the page, and it stays as it is until they arrive), so they load with
 * `import()` when the first page has rendered. Until then scrolling is the browser's own, and the two scroll
 * requests the app makes meanwhile (a hash to land on, the phone menu's hold) are answered here.
 */
export type Motion = typeof Runtime;

let motion: Motion | undefined;
let loading: Promise<Motion> | undefined;
/** The phone menu's or search's hold, kept for motion code that loads while it is on (smooth-scroll.ts keeps it for Lenis). */
let held = false;

/** The motion code once it has loaded, else undefined. */
export const loadedMotion = (): Motion | undefined => motion;

/**
 * Loads the motion code (once; again after a failure) and starts smooth scrolling. The code's evaluation and the
 * start of smooth scrolling are separate tasks, and so is what the caller does next (nextTask): together they would
 * hold a phone's main thread for one long task.
 */
export function loadMotion(): Promise<Motion> {
  loading ??= import("./runtime").then(
    async (runtime) => {
      await nextTask();
      runtime.initSmoothScroll();
      await nextTask();
      if (held) runtime.holdScroll(true);
      motion = runtime;
      return runtime;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Jumps (no animation) to the top, or to the element a hash names, below its scroll-margin-top.
 * Used between a page's leave and enter, while nothing is visible, and when a full load names a hash.
 */
/**
 * Puts the page at `y` at once (a position Back or Forward returned to), as jumpTo does for the top. A page still
 * growing (its lists drawn a frame later) is followed for up to a second of frames until it is tall enough.
 */
export function jumpToY(y: number, framesLeft = 60): void {
  const room = document.documentElement.scrollHeight - window.innerHeight;
  const top = Math.max(0, Math.min(y, room));
  if (motion) motion.scrollNow(top);
  else window.scrollTo(0, top);
  if (room < y && framesLeft > 0) requestAnimationFrame(() => jumpToY(y, framesLeft - 1));
}

export function jumpTo(hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.replace(/^#/, ""))) : null;
  // Measured against the browser's own scroll position: Lenis's may still be the old page's.
  const top = target
    ? target.getBoundingClientRect().top + window.scrollY - Number.parseFloat(getComputedStyle(target).scrollMarginTop || "0")
    : 0;
  if (motion) motion.scrollNow(Math.max(0, top));
  else window.scrollTo(0, Math.max(0, top));
}

/**
 * Holds the page still while something covers it (the open phone menu), then lets it scroll again.
 * Needed besides `overflow: hidden`: Lenis scrolls the window itself, which that does not stop.
 */
export function holdScroll(hold: boolean): void {
  held = hold;
  motion?.holdScroll(hold);
}

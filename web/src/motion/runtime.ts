// The motion code itself: GSAP, ScrollTrigger, Lenis and our effects. The app loads it with `import()` once a
// page has rendered (load-motion.ts), so none of it stands between the first response and the first render. The
// reader's place per history entry (scroll-memory.ts) comes with it.
export { refreshTriggers, setupMotion } from "./controller";
export { gsap } from "./gsap";
export { untilHydrated } from "./hydrated";
export { entryKey, keepPosition, loadedByTraversal, positionOf, showing } from "./scroll-memory";
export { holdScroll, initSmoothScroll, scrollNow } from "./smooth-scroll";

// The motion code itself: GSAP, ScrollTrigger, Lenis and our effects. The app loads it with `import()` once a
// page has rendered (load-motion.ts), so none of it stands between the first response and the first render.
export { refreshTriggers, setupMotion } from "./controller";
export { gsap } from "./gsap";
export { holdScroll, initSmoothScroll, scrollNow } from "./smooth-scroll";

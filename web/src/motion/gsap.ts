import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// Plugins are registered once, here; everything else imports gsap from this module.
gsap.registerPlugin(ScrollTrigger);

declare global {
  interface Window {
    gsap?: typeof gsap;
  }
}
// The app's own GSAP, for tests and devtools to read animations on their own clock (docs/decisions/011).
window.gsap = gsap;

export { gsap, ScrollTrigger };

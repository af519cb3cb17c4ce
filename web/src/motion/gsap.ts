import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";

// Plugins are registered once, here; everything else imports gsap from this module.
gsap.registerPlugin(ScrollTrigger);

export { gsap, ScrollTrigger };

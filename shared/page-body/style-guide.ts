import { STYLE_GUIDE_TITLE } from "../page-titles";
import { text } from "./markup";

/**
 * The motion style guide's opening, as web/src/routes/test.tsx draws it (issue 22, item 4): the server draws this
 * much, so the page arrives with its heading rather than blank until the app is there. Its fixtures below are the
 * app's alone (they are measured as the app draws them), and arrive with it. `data-app-draws` tells the page
 * transition that the fixtures were never painted (web/src/motion/page-transition.tsx).
 */
export function styleGuideIntro(): string {
  return (
    `<div class="style-guide container"><header class="guide-intro"><p class="eyebrow">Motion style guide</p>` +
    `<h1>${text(STYLE_GUIDE_TITLE)}</h1><p class="lede">Every preset, trigger and effect the site uses, as markup. Scroll down: each entrance plays once, when it comes into view. With reduced motion, everything is simply there.</p>` +
    `<nav aria-label="Sections" class="guide-nav"><a href="#presets">Presets</a> <a href="#modifiers">Modifiers</a> <a href="#breakpoints">Breakpoints</a> <a href="#triggers">Triggers</a> <a href="#effects">Effects</a> <a href="/work">Leave with a transition</a></nav></header></div>`
  );
}

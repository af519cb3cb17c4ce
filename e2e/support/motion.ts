import type { Locator, Page } from "@playwright/test";
import type { gsap } from "gsap";

/** The app's own GSAP, which it leaves on `window` for tests and devtools (docs/decisions/011). */
export type WithGsap = Window & { gsap: typeof gsap };

/** Footer links exist at every width (the main navigation hides behind a button on phones). */
export const footerLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name, exact: true }).click();

export const transitionComplete = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.transitionComplete === "true");

/** What one GSAP tick rendered: the transition flag, the path, and the page's fade on its own clock. */
export interface Tick {
  flag: string | undefined;
  path: string;
  /** Which `[data-page]` element this is, counted from 0 in the order the ticks met them. */
  page: number;
  opacity: number;
  /** Seconds into the page's latest fade, and its length; the timeline holding it, if any. */
  fade?: { time: number; duration: number; timeline?: { time: number; duration: number } };
}

/**
 * Records, on every tick of GSAP's own clock and after the tick's animations have rendered,
 * what the visitor sees of the page transition. Timings are then read in the animations'
 * own seconds, which a busy machine can make arrive late but never shorter or out of order.
 */
export async function recordTicks(page: Page): Promise<void> {
  // GSAP loads after the first page has rendered (decision 073): wait for it.
  await page.waitForFunction(() => Boolean((window as unknown as Partial<WithGsap>).gsap));
  await page.evaluate(() => {
    const { gsap } = window as unknown as WithGsap;
    const ticks: Tick[] = [];
    const pages: Element[] = [];
    const fades = new Map<Element, gsap.core.Animation>();
    (window as unknown as { __ticks: Tick[] }).__ticks = ticks;
    const record = () => {
      const content = document.querySelector("[data-page]");
      if (!content) return;
      if (!pages.includes(content)) pages.push(content);
      // A finished fade leaves GSAP's timeline: keep the one last seen, its clock stays where it ended.
      const running = gsap.getTweensOf(content).filter((tween) => tween.duration() > 0);
      if (running.length > 0) fades.set(content, running[running.length - 1] as gsap.core.Animation);
      const fade = fades.get(content);
      const timeline = fade?.parent && fade.parent !== gsap.globalTimeline ? fade.parent : undefined;
      ticks.push({
        flag: document.documentElement.dataset.transitionComplete,
        path: location.pathname,
        page: pages.indexOf(content),
        opacity: Number(getComputedStyle(content).opacity),
        fade: fade && {
          time: fade.time(),
          duration: fade.duration(),
          timeline: timeline && { time: timeline.time(), duration: timeline.duration() },
        },
      });
      if (ticks.length >= 5000) gsap.ticker.remove(record);
    };
    gsap.ticker.add(record);
  });
}

export const recordedTicks = (page: Page) => page.evaluate(() => (window as unknown as { __ticks: Tick[] }).__ticks);

const EPSILON = 1e-6;

/**
 * Leave, enter and hold, in ms of the animations' own clocks, and the order of what the visitor
 * saw, read off the ticks of one navigation: the first page met leaves, the second enters.
 * (The path cannot tell them apart: back and forward change it before the old page has left.)
 */
export function phases(ticks: Tick[]) {
  const leaving = ticks.filter((tick) => tick.page === 0 && tick.fade);
  const entering = ticks.filter((tick) => tick.page === 1);
  const left = leaving.at(-1);
  const entered = entering.filter((tick) => tick.fade).at(-1);
  const ms = (seconds: number | undefined) => Math.round((seconds ?? Number.NaN) * 1000);
  const finished = (tick: Tick) => {
    const timeline = tick.fade?.timeline;
    return timeline !== undefined && timeline.time >= timeline.duration - EPSILON;
  };
  return {
    leave: ms(left?.fade?.duration),
    enter: ms(entered?.fade?.duration),
    hold: ms(entered?.fade?.timeline && entered.fade.timeline.duration - entered.fade.duration),
    /** One page left, one entered, and nothing else. */
    onePageForAnother: ticks.every((tick) => tick.page <= 1) && entering.length > 0,
    /** The flag went false before the old page began to fade, and stayed false while it faded. */
    flagFalseWhileLeaving: leaving.length > 0 && leaving.every((tick) => tick.flag === "false"),
    /** The old page had faded out completely before the new one was drawn. */
    goneBeforeNewPage: left !== undefined && left.opacity === 0 && (left.fade?.time ?? 0) >= (left.fade?.duration ?? 1) - EPSILON,
    /** The new page started invisible and only ever grew more visible, up to fully visible. */
    enteredFromNothing:
      entering[0]?.opacity === 0 &&
      entering.every((tick, i) => i === 0 || tick.opacity >= (entering[i - 1]?.opacity ?? 0)) &&
      entering.at(-1)?.opacity === 1,
    /** The flag turned true exactly when the enter and its hold had run their course, not a tick before. */
    flagTrueOnlyAtEnd: entering.length > 0 && entering.every((tick) => (tick.flag === "true") === finished(tick)),
  };
}

/** Whether GSAP is running no animation on the element, in its own bookkeeping. */
export const idle = (target: Locator) =>
  target.evaluate((element) => !(window as unknown as WithGsap).gsap.getTweensOf(element).some((tween) => tween.isActive()));

/** Scrolls through the page as a reader would, then waits until every entrance has finished on GSAP's clock. */
export async function settle(page: Page): Promise<void> {
  // The motion code first: it sets each entrance up in steps after it loads, and a scroll-through that ended before
  // the last step left the entrances set up at the top of the page waiting for a reader (fresh-clone CI, /test at 390 px).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-page] [data-animate]")].every((element) => element.dataset.animateState),
  );
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-animate-state="pending"]').length === 0 &&
      document.documentElement.dataset.transitionComplete === "true",
  );
  // Marked done by the entrance's last frame: wait for GSAP to have let go of every entrance.
  // A page with no entrance (the not-found page) never loads the motion code, so there is no GSAP to ask.
  await page.waitForFunction(() => {
    const { gsap } = window as unknown as Partial<WithGsap>;
    if (!gsap) return document.querySelectorAll("[data-animate]").length === 0;
    const entrances = [...document.querySelectorAll("[data-animate]")].flatMap((el) => [el, ...el.children]);
    return !gsap.getTweensOf(entrances).some((tween) => tween.isActive());
  });
}

import { nextTask } from "../lib/next-task";
import { DESKTOP, MOBILE, REDUCED_MOTION, SCROLL_TRIGGER } from "./constants";
import { draggable, magnetic, parallax, pin, typed } from "./effects";
import { gsap, ScrollTrigger } from "./gsap";
import { type AnimateSpec, parseAnimate } from "./parse-animate";

/** The longest a slice of the first page's motion setup runs before it lets the browser have the main thread. */
const SLICE_MS = 6;

type Cleanup = () => void;

/** Elements already revealed stay revealed when the breakpoint or motion preference changes: "once" means once. */
const revealed = new WeakSet<Element>();

const all = <T extends Element = HTMLElement>(scope: Element, selector: string) =>
  Array.from(scope.querySelectorAll<T & HTMLElement>(selector));

function readSpec(element: HTMLElement): AnimateSpec | undefined {
  const parsed = parseAnimate(element.dataset.animate ?? "");
  if (parsed.ok) return parsed.spec;
  console.warn(`${parsed.problem} (on ${element.outerHTML.slice(0, 80)}…)`);
  element.dataset.animateState = "invalid";
  return undefined;
}

/** Whether any of the element is inside the viewport now. */
const onScreen = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
};

/** The entrance: hidden by this code (never by CSS), shown when it scrolls into view, once. */
function reveal(element: HTMLElement, spec: AnimateSpec): void {
  const targets = spec.stagger > 0 ? Array.from(element.children) : [element];
  element.dataset.animateState = "pending";
  gsap.from(targets, {
    ...spec.from,
    duration: spec.duration,
    delay: spec.delay,
    stagger: spec.stagger,
    ease: "power3.out",
    scrollTrigger: {
      trigger: element,
      start: SCROLL_TRIGGER.start,
      end: SCROLL_TRIGGER.end,
      once: true,
      onEnter: () => revealed.add(element),
    },
    onComplete: () => {
      element.dataset.animateState = "done";
    },
  });
}

/**
 * Where a hover trigger listens: the link or button around the element, else its parent.
 * Never the element itself: it moves, so a pointer resting on it would leave and enter again.
 */
const hoverArea = (element: HTMLElement): HTMLElement =>
  element.parentElement?.closest<HTMLElement>("a, button") ?? element.parentElement ?? element;

/** `data-animate-on="hover"`: plays while the pointer is over its area or focus is in it, reverses when both have left. */
function onHover(element: HTMLElement, spec: AnimateSpec): Cleanup {
  const tween = gsap.from(element, { ...spec.from, duration: spec.duration, ease: "power3.out", paused: true });
  const area = hoverArea(element);
  // Pointer and focus each hold it open: a steady state for as long as either rests.
  const inside = { pointer: false, focus: false };
  const note = (what: keyof typeof inside, value: boolean) => () => {
    inside[what] = value;
    if (inside.pointer || inside.focus) tween.play();
    else tween.reverse();
  };
  const listeners = {
    pointerenter: note("pointer", true),
    pointerleave: note("pointer", false),
    focusin: note("focus", true),
    focusout: note("focus", false),
  };
  for (const [event, listener] of Object.entries(listeners)) area.addEventListener(event, listener);
  element.dataset.animateState = "ready";
  return () => {
    for (const [event, listener] of Object.entries(listeners)) area.removeEventListener(event, listener);
  };
}

/** `data-animate-on="state"`: shown while `data-state="on"`, hidden otherwise, following the attribute. */
function onState(element: HTMLElement, spec: AnimateSpec, instant: boolean): Cleanup {
  const tween = gsap.from(element, { ...spec.from, duration: instant ? 0 : spec.duration, ease: "power3.out", paused: true });
  const sync = () => (element.dataset.state === "on" ? tween.play() : tween.reverse());
  tween.progress(element.dataset.state === "on" ? 1 : 0);
  const observer = new MutationObserver(sync);
  observer.observe(element, { attributes: true, attributeFilter: ["data-state"] });
  element.dataset.animateState = "ready";
  return () => observer.disconnect();
}

function inMedia(spec: AnimateSpec, desktop: boolean): boolean {
  return spec.media === "all" || (spec.media === "desktop") === desktop;
}

/**
 * Measures every trigger again: content above them changed height without a resize (a list refreshed in place by
 * realtime). A trigger measured before a card was removed would start below where its element now is, and could
 * leave it hidden at the foot of the page.
 */
export const refreshTriggers = (): void => ScrollTrigger.refresh();

interface MotionOptions {
  /**
   * The page was painted before the app ran (the server's first response): what is on screen
   * stays as it is (no entrance for it, typed text starts whole); below the fold, as usual.
   */
  painted?: boolean;
}

/**
 * Reads the page's motion attributes and sets everything up for the current
 * breakpoint and motion preference, again whenever either changes. Returns the
 * cleanup that removes every tween, trigger and listener it made.
 */
export function setupMotion(scope: HTMLElement, { painted = false }: MotionOptions = {}): Cleanup {
  if (painted) for (const element of all(scope, "[data-animate]")) if (onScreen(element)) revealed.add(element);
  const media = gsap.matchMedia(scope);
  media.add({ desktop: DESKTOP, mobile: MOBILE, reduce: REDUCED_MOTION }, (context) => {
    const { desktop = false, reduce = false } = context.conditions ?? {};
    const cleanups: Cleanup[] = [];
    const steps: (() => void)[] = [];

    for (const element of all(scope, "[data-animate]")) {
      steps.push(() => {
        const spec = readSpec(element);
        if (!spec) return;
        if (!inMedia(spec, desktop)) {
          element.dataset.animateState = "off";
          return;
        }
        const trigger = element.dataset.animateOn;
        if (trigger === "state") cleanups.push(onState(element, spec, reduce));
        else if (reduce) element.dataset.animateState = "done";
        else if (trigger === "hover") cleanups.push(onHover(element, spec));
        else if (revealed.has(element)) element.dataset.animateState = "done";
        else reveal(element, spec);
      });
    }
    for (const element of all(scope, "[data-typed]"))
      steps.push(() => cleanups.push(typed(element, reduce, painted && onScreen(element))));
    for (const element of all(scope, "[data-draggable]")) steps.push(() => cleanups.push(draggable(element, !reduce)));
    if (!reduce) {
      for (const element of all(scope, "[data-pin]")) steps.push(() => pin(element));
      for (const element of all(scope, "[data-parallax]")) steps.push(() => parallax(element));
      for (const element of all(scope, "[data-magnetic]")) steps.push(() => cleanups.push(magnetic(element)));
    }
    steps.push(() => {
      ScrollTrigger.refresh();
      document.documentElement.dataset.scrollTriggers = String(ScrollTrigger.getAll().length);
    });

    // After a navigation everything is set up at once: the entering page is hidden, and must not show an element
    // before its entrance has hidden it. The page the document brought is already painted, and nothing on screen
    // hides: there the setup runs in slices of a few milliseconds, a task each, not one long task on a phone.
    let reverted = false;
    const run = () => {
      const until = painted ? performance.now() + SLICE_MS : Number.POSITIVE_INFINITY;
      for (let step = steps.shift(); step; step = steps.shift()) {
        step();
        if (steps.length > 0 && performance.now() >= until) {
          // Made inside the context, so that whatever a later slice creates is reverted with it.
          void nextTask().then(() => {
            if (!reverted) context.add(run);
          });
          return;
        }
      }
    };
    run();
    return () => {
      reverted = true;
      for (const cleanup of cleanups) cleanup();
    };
  });
  return () => {
    media.revert();
    document.documentElement.dataset.scrollTriggers = String(ScrollTrigger.getAll().length);
  };
}

import { TYPED_CLASS, typedPhrases } from "../../../shared/content/typed-phrases";
import { CHARACTERS_PER_SECOND_AT_SPEED_1, MAGNETIC_STRENGTH, PINNED, TEXT_SPEED } from "./constants";
import { gsap, ScrollTrigger } from "./gsap";

type Cleanup = () => void;

/** `data-pin` (optionally `data-pin-start`, `data-pin-end`): holds the element while the page scrolls past. */
export function pin(element: HTMLElement): void {
  ScrollTrigger.create({
    trigger: element,
    pin: true,
    start: element.dataset.pinStart || PINNED.start,
    end: element.dataset.pinEnd || PINNED.end,
  });
}

/** `data-parallax="0.3"`: moves at a different speed from the page (positive: slower). */
export function parallax(element: HTMLElement): void {
  const speed = Number(element.dataset.parallax) || 0.2;
  gsap.fromTo(
    element,
    { yPercent: 50 * speed },
    {
      yPercent: -50 * speed,
      ease: "none",
      scrollTrigger: { trigger: element, start: "top bottom", end: "bottom top", scrub: true },
    },
  );
}

/** `data-magnetic="weak|weaker|strong|stronger"`: leans towards the pointer while it is over the element. */
export function magnetic(element: HTMLElement): Cleanup {
  const strength = MAGNETIC_STRENGTH[element.dataset.magnetic as keyof typeof MAGNETIC_STRENGTH] ?? MAGNETIC_STRENGTH.weak;
  const toX = gsap.quickTo(element, "x", { duration: 0.4, ease: "power3.out" });
  const toY = gsap.quickTo(element, "y", { duration: 0.4, ease: "power3.out" });
  const move = (event: PointerEvent) => {
    const box = element.getBoundingClientRect();
    toX((event.clientX - (box.left + box.width / 2)) * strength * 0.25);
    toY((event.clientY - (box.top + box.height / 2)) * strength * 0.25);
  };
  const leave = () => {
    toX(0);
    toY(0);
  };
  element.addEventListener("pointermove", move);
  element.addEventListener("pointerleave", leave);
  element.dataset.magneticState = "ready";
  return () => {
    element.removeEventListener("pointermove", move);
    element.removeEventListener("pointerleave", leave);
    delete element.dataset.magneticState;
  };
}

function typingSpeed(value: string | undefined): number {
  if (value && value in TEXT_SPEED) return TEXT_SPEED[value as keyof typeof TEXT_SPEED];
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : TEXT_SPEED.default;
}

/**
 * `data-typed` (speed in `data-typed-speed`: slow, fast or a number; phrases to cycle
 * through in `data-typed-words`, one a line). Assistive technology reads every phrase at
 * once from a hidden label; the typing beside it is decoration, hidden from it. The typing
 * sits over an invisible copy of the longest phrase, so the layout never moves as it types.
 * It types into the markup TypedPhrases (and the server's page) drew, so the element painted
 * first stays; an element with only the attribute gets that markup first.
 * With `complete`, the first phrase simply shows; with `startWhole`, the typing starts with
 * the first phrase already typed (it was on screen before the app ran).
 */
export function typed(element: HTMLElement, complete: boolean, startWhole = false): Cleanup {
  const { phrases: words, first, ...phrases } = typedPhrases(element.dataset.typedWords || element.textContent || "");
  const drawn = element.querySelector<HTMLElement>(`.${TYPED_CLASS.frame} > .${TYPED_CLASS.text}`);
  const original = drawn ? "" : element.innerHTML;
  const visible = drawn ?? document.createElement("span");
  if (!drawn) {
    // Markup an editor wrote with only the attribute: draw what TypedPhrases draws.
    const label = document.createElement("span");
    label.className = TYPED_CLASS.label;
    label.textContent = phrases.label;
    const room = document.createElement("span");
    room.className = TYPED_CLASS.room;
    room.setAttribute("aria-hidden", "true");
    room.textContent = phrases.longest;
    visible.setAttribute("aria-hidden", "true");
    visible.className = TYPED_CLASS.text;
    const frame = document.createElement("span");
    frame.className = TYPED_CLASS.frame;
    frame.append(room, visible);
    element.replaceChildren(label, frame);
  }
  const restore = () => {
    if (drawn) drawn.textContent = first;
    else element.innerHTML = original;
  };
  element.dataset.typedState = complete ? "complete" : "typing";

  if (complete) {
    visible.textContent = first;
    return restore;
  }
  const perSecond = CHARACTERS_PER_SECOND_AT_SPEED_1 * typingSpeed(element.dataset.typedSpeed);
  const timeline = gsap.timeline({ repeat: words.length > 1 ? -1 : 0 });
  for (const word of words) {
    const progress = { chars: 0 };
    const render = () => {
      visible.textContent = word.slice(0, Math.round(progress.chars));
    };
    timeline.to(progress, {
      chars: word.length,
      duration: word.length / perSecond,
      ease: "none",
      onUpdate: render,
      onStart: render,
    });
    if (words.length > 1) {
      timeline.to(progress, { chars: 0, duration: word.length / (perSecond * 2.5), ease: "none", onUpdate: render, delay: 1.8 });
    }
  }
  timeline.eventCallback("onComplete", () => {
    element.dataset.typedState = "complete";
  });
  // Events on: the seek must draw the phrase it lands on.
  if (startWhole) timeline.seek(first.length / perSecond, false);
  return () => {
    timeline.kill();
    restore();
    delete element.dataset.typedState;
  };
}

/** `data-draggable`: drag it anywhere inside its parent; it glides on when let go (unless motion is reduced). */
export function draggable(element: HTMLElement, inertia: boolean): Cleanup {
  let killed = false;
  let kill: Cleanup = () => undefined;
  // Only /test uses dragging: load the plugins when a page asks for them.
  void Promise.all([import("gsap/Draggable"), import("gsap/InertiaPlugin")]).then(([{ Draggable }, { InertiaPlugin }]) => {
    if (killed) return;
    gsap.registerPlugin(Draggable, InertiaPlugin);
    const [instance] = Draggable.create(element, { type: "x,y", bounds: element.parentElement ?? undefined, inertia });
    element.dataset.draggableState = "ready";
    kill = () => instance?.kill();
  });
  return () => {
    killed = true;
    kill();
  };
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { typed } from "./effects";
import { gsap } from "./gsap";

// jsdom has no matchMedia, which ScrollTrigger asks for when it is registered.
vi.hoisted(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
});

const PHRASES = ["brands people remember", "products people enjoy", "motion with meaning"];
const HOLD = 1.8;

function phrasesElement(speed?: string) {
  const element = document.createElement("span");
  element.dataset.typed = "";
  element.dataset.typedWords = PHRASES.join("\n");
  if (speed) element.dataset.typedSpeed = speed;
  element.textContent = PHRASES[0] ?? "";
  document.body.append(element);
  return element;
}

/** Timelines running on GSAP's clock (ScrollTrigger keeps a delayed call of its own there too). */
const timelines = () => gsap.globalTimeline.getChildren(false, false, true) as gsap.core.Timeline[];

/** The typing's own timeline, paused, so the test moves its playhead instead of waiting for a clock. */
function typingTimeline(): gsap.core.Timeline {
  const [timeline, ...others] = timelines();
  if (!timeline || others.length > 0) throw new Error(`expected one typing timeline, found ${timelines().length}`);
  return timeline.pause();
}

const shown = (element: HTMLElement) => element.querySelector(".typed-text")?.textContent;

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  document.body.replaceChildren();
});

describe("typed phrases", () => {
  it("types each phrase in turn at 24 characters a second (speed 2), holds it, deletes it, and loops", () => {
    const element = phrasesElement();
    cleanups.push(typed(element, false));
    const timeline = typingTimeline();
    const cycle: number[] = [];
    let at = 0;
    for (const phrase of PHRASES) {
      const typing = phrase.length / 24;
      timeline.totalTime(at + 10 / 24);
      expect(shown(element)).toBe(phrase.slice(0, 10));
      timeline.totalTime(at + typing + HOLD / 2);
      expect(shown(element)).toBe(phrase);
      at += typing + HOLD + phrase.length / 60;
      timeline.totalTime(at);
      expect(shown(element)).toBe("");
      cycle.push(at);
    }
    expect(timeline.duration()).toBeCloseTo(at, 6);
    expect(timeline.repeat()).toBe(-1);
    // The second time round is the first again.
    timeline.totalTime(at + (PHRASES[0]?.length ?? 0) / 24 + HOLD / 2);
    expect(shown(element)).toBe(PHRASES[0]);
  });

  it.each([
    ["slow", 0.5],
    ["fast", 10],
  ])("types at the %s speed, %d × 12 characters a second", (speed, factor) => {
    const element = phrasesElement(speed);
    cleanups.push(typed(element, false));
    const timeline = typingTimeline();
    timeline.totalTime(10 / (12 * factor));
    expect(shown(element)).toBe(PHRASES[0]?.slice(0, 10));
  });

  it("gives assistive technology every phrase at once and hides the typing from it", () => {
    const element = phrasesElement();
    cleanups.push(typed(element, false));
    const label = element.querySelector(".visually-hidden");
    expect(label?.textContent).toBe("brands people remember, products people enjoy, motion with meaning");
    expect(element.querySelector(".typed-text")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("with reduced motion, shows the first phrase at once and makes no animation", () => {
    const element = phrasesElement();
    cleanups.push(typed(element, true));
    expect(shown(element)).toBe(PHRASES[0]);
    expect(element.dataset.typedState).toBe("complete");
    expect(element.querySelector(".visually-hidden")?.textContent).toBe(PHRASES.join(", "));
    expect(timelines()).toEqual([]);
  });

  it("types into the markup the page already drew, keeping its elements, and leaves the first phrase when torn down", () => {
    const element = phrasesElement();
    element.innerHTML =
      '<span class="visually-hidden">all</span><span class="typed-frame"><span class="typed-room" aria-hidden="true">x</span>' +
      '<span class="typed-text" aria-hidden="true">brands people remember</span></span>';
    const drawn = element.querySelector(".typed-text");
    const cleanup = typed(element, false);
    typingTimeline().totalTime(10 / 24);
    expect(element.querySelector(".typed-text")).toBe(drawn);
    expect(shown(element)).toBe(PHRASES[0]?.slice(0, 10));
    expect(element.querySelectorAll(".typed-frame")).toHaveLength(1);
    cleanup();
    expect(shown(element)).toBe(PHRASES[0]);
    expect(timelines()).toEqual([]);
  });

  it("puts the markup back when torn down", () => {
    const element = phrasesElement();
    const before = element.innerHTML;
    typed(element, false)();
    expect(element.innerHTML).toBe(before);
    expect(timelines()).toEqual([]);
  });
});

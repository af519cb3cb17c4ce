import { describe, expect, it } from "vitest";
import * as constants from "./constants";
import { parseAnimate } from "./parse-animate";
import { presetFrom, presetNames, registerPreset } from "./presets";

describe("the spec's constants", () => {
  it("match seed-spec §9", () => {
    expect(constants.MOBILE_BREAKPOINT_PX).toBe(768);
    expect(constants.SCROLL_TRIGGER).toEqual({ start: "top 90%", end: "top 50%" });
    expect(constants.PINNED).toEqual({ start: "center center", end: "+=1000" });
    expect(constants.DEFAULTS).toEqual({ delay: 0.5, stagger: 0.2, duration: 0.5 });
    expect(constants.MAGNETIC_STRENGTH).toEqual({ weak: 0.5, weaker: 0.75, strong: 2, stronger: 1.5 });
    expect(constants.TEXT_SPEED).toEqual({ slow: 0.5, fast: 10, default: 2 });
    expect(constants.PAGE_TRANSITION).toEqual({ leave: 0.25, enter: 1, hold: 0.25 });
    expect(constants.SMOOTH_SCROLL).toEqual({ lerp: 0.1, velocityResetMs: 400, resizeDebounceMs: 250 });
  });
});

describe("presets", () => {
  it.each([
    ["slide-left", { x: -32, opacity: 0 }],
    ["slide-right", { x: 32, opacity: 0 }],
    ["slide-top", { y: -32, opacity: 0 }],
    ["slide-bottom", { y: 32, opacity: 0 }],
    ["scale", { scale: 0.75, opacity: 0 }],
    ["scale-full", { scale: 0, opacity: 0 }],
    ["fade", { opacity: 0 }],
  ])("%s starts invisible from %j", (name, from) => {
    expect(presetFrom(name)).toEqual(from);
  });

  it("can be extended", () => {
    registerPreset("tilt", { rotation: -6, opacity: 0 });
    expect(presetNames()).toContain("tilt");
    expect(parseAnimate("tilt")).toMatchObject({ ok: true, spec: { from: { rotation: -6, opacity: 0 } } });
  });

  it("refuses a badly named preset", () => {
    expect(() => registerPreset("Tilt It", {})).toThrow('A preset name is lowercase words joined by hyphens, not "Tilt It"');
  });
});

describe("parseAnimate", () => {
  it("uses no delay, no stagger and a 0.5 s duration by default", () => {
    expect(parseAnimate("fade")).toEqual({
      ok: true,
      spec: { preset: "fade", from: { opacity: 0 }, delay: 0, duration: 0.5, stagger: 0, media: "all" },
    });
  });

  it.each([
    ["fade.delay", { delay: 0.5 }],
    ["fade.delay:800", { delay: 0.8 }],
    ["fade.stagger", { stagger: 0.2 }],
    ["fade.stagger:0.05", { stagger: 0.05 }],
    ["fade.duration", { duration: 0.5 }],
    ["fade.duration:1.2", { duration: 1.2 }],
    ["fade.desktop-only", { media: "desktop" }],
    ["fade.mobile-only", { media: "mobile" }],
    ["slide-bottom.stagger.delay:250.desktop-only", { stagger: 0.2, delay: 0.25, media: "desktop" }],
  ])("%s", (attribute, expected) => {
    expect(parseAnimate(attribute)).toMatchObject({ ok: true, spec: expected });
  });

  it.each([
    ["wobble", "Unknown animation preset: wobble"],
    ["fade.bounce", "Unknown animation modifier: bounce"],
    ["fade.delay:soon", '"soon" is not a number for delay'],
    ["fade.duration:-1", '"-1" is not a number for duration'],
  ])("refuses %s", (attribute, problem) => {
    expect(parseAnimate(attribute)).toEqual({ ok: false, problem });
  });
});

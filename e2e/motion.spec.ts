import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { appTookOver } from "./support/app";
import { footerLink as go, idle, phases, recordedTicks, recordTicks, transitionComplete, type WithGsap } from "./support/motion";
import { expect, test } from "./support/page-guards";
import { siteData } from "./support/site-data";

const state = (locator: Locator) => locator.getAttribute("data-animate-state");
const opacity = (locator: Locator) => locator.evaluate((el) => Number(getComputedStyle(el).opacity));
const PRESETS = ["slide-left", "slide-right", "slide-top", "slide-bottom", "scale", "scale-full", "fade"];

async function openGuide(page: Page) {
  await page.goto("/test");
  await expect(page.getByRole("heading", { level: 1, name: "Motion style guide" })).toBeVisible();
}

test.describe("entrance presets on /test", () => {
  test("each starts invisible, reaches its final state when scrolled into view, and only once", async ({ page }) => {
    await openGuide(page);
    for (const name of PRESETS) {
      const element = page.getByTestId(`preset-${name}`);
      await expect(element).toHaveAttribute("data-animate-state", "pending");
      expect(await opacity(element)).toBe(0);
    }
    for (const name of PRESETS) {
      const element = page.getByTestId(`preset-${name}`);
      // Scrolled as a visitor would: scale-full starts at scale 0, which Playwright's own scrolling cannot aim at.
      await element.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await expect(element).toHaveAttribute("data-animate-state", "done");
      expect(await opacity(element)).toBe(1);
      expect(await element.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    }
    // Away and back: nothing hides or plays again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId("preset-fade").evaluate((el) => el.scrollIntoView({ block: "center" }));
    for (const name of PRESETS) {
      expect(await opacity(page.getByTestId(`preset-${name}`))).toBe(1);
      expect(await state(page.getByTestId(`preset-${name}`))).toBe("done");
    }
  });

  test("stagger reveals children one after another, 0.2 s apart on the reveal's own clock", async ({ page }) => {
    await openGuide(page);
    const list = page.getByTestId("modifier-stagger");
    await expect(list).toHaveAttribute("data-animate-state", "pending");
    // The reveal's own timeline, stepped through while it waits to be scrolled to: when is each child half visible?
    const halfVisibleAt = await list.evaluate((el) => {
      const { gsap } = window as unknown as WithGsap;
      const children = Array.from(el.children);
      const [reveal] = gsap.getTweensOf(children);
      if (!reveal) throw new Error("no reveal on the stagger's children");
      const seen = children.map(() => Number.NaN);
      for (let step = 0; step * 0.005 <= reveal.duration(); step++) {
        reveal.time(step * 0.005, true);
        children.forEach((child, i) => {
          if (Number.isNaN(seen[i]) && Number(getComputedStyle(child).opacity) >= 0.5) seen[i] = step * 0.005;
        });
      }
      // Back to the start, still paused: scrolling to it plays it as before.
      reveal.time(0, true);
      return seen;
    });
    const gaps = halfVisibleAt.slice(1).map((t, i) => t - (halfVisibleAt[i] ?? Number.NaN));
    expect(gaps, `half visible at ${halfVisibleAt.join(", ")} s`).toHaveLength(4);
    for (const gap of gaps) expect(Math.abs(gap - 0.2), `gaps ${gaps.join(", ")} s`).toBeLessThan(0.006);

    // Played for real: at every tick of GSAP's clock, no child is ahead of the one before it.
    const outOfOrder = await list.evaluate(
      (el) =>
        new Promise<string[]>((resolve) => {
          const { gsap } = window as unknown as WithGsap;
          const children = Array.from(el.children);
          const problems: string[] = [];
          const tick = () => {
            const shown = children.map((child) => Number(getComputedStyle(child).opacity));
            if (shown.some((o, i) => i > 0 && o > (shown[i - 1] ?? 0))) problems.push(shown.join(" "));
            if ((el as HTMLElement).dataset.animateState === "done") {
              gsap.ticker.remove(tick);
              resolve(problems);
            }
          };
          gsap.ticker.add(tick);
          el.scrollIntoView({ block: "center" });
        }),
    );
    expect(outOfOrder).toEqual([]);
    expect(await list.evaluate((el) => Array.from(el.children, (child) => getComputedStyle(child).opacity))).toEqual(
      Array.from({ length: 5 }, () => "1"),
    );
  });
});

test.describe("page transitions", () => {
  /** Seed-spec §2 and §4, read on the animations' own clocks. */
  const AS_SPECIFIED = {
    leave: 250,
    enter: 1000,
    hold: 250,
    onePageForAnother: true,
    flagFalseWhileLeaving: true,
    goneBeforeNewPage: true,
    enteredFromNothing: true,
    flagTrueOnlyAtEnd: true,
  };

  test("leave 0.25 s, enter 1 s, hold 0.25 s on the animations' own clocks, the flag false until the very end", async ({
    page,
  }) => {
    // Both pages visited once in the app, so their code is loaded: the steady state visitors see.
    await page.goto("/work");
    await appTookOver(page);
    await go(page, "News");
    await transitionComplete(page);
    await go(page, "Work");
    await transitionComplete(page);
    for (const to of ["News", "Work"] as const) {
      await recordTicks(page);
      await go(page, to);
      await expect(page).toHaveURL(`/${to.toLowerCase()}`);
      await transitionComplete(page);
      expect(phases(await recordedTicks(page)), `to /${to.toLowerCase()}`).toEqual(AS_SPECIFIED);
    }
  });

  test("a click that takes long to handle still shows the whole leave", async ({ page }) => {
    await page.goto("/work");
    await appTookOver(page);
    await recordTicks(page);
    // 300 ms of other work in the click's own task, before the router sees it: longer than the leave itself. GSAP
    // dates a new animation from its clock's last frame, so a leave started right there was over at its first frame.
    await page.evaluate(() =>
      document.addEventListener(
        "click",
        () => {
          const until = performance.now() + 300;
          while (performance.now() < until);
        },
        { capture: true, once: true },
      ),
    );
    await go(page, "News");
    await expect(page).toHaveURL("/news");
    await transitionComplete(page);
    expect(phases(await recordedTicks(page))).toEqual(AS_SPECIFIED);
  });

  test("back and forward transition too", async ({ page }) => {
    await page.goto("/work");
    await appTookOver(page);
    await go(page, "Office");
    await transitionComplete(page);
    await recordTicks(page);
    await page.goBack();
    await expect(page).toHaveURL("/work");
    await transitionComplete(page);
    expect(phases(await recordedTicks(page)), "back").toEqual(AS_SPECIFIED);
    await recordTicks(page);
    await page.goForward();
    await expect(page).toHaveURL("/office");
    await transitionComplete(page);
    expect(phases(await recordedTicks(page)), "forward").toEqual(AS_SPECIFIED);
  });

  test("a hash target lands below its scroll margin", async ({ page }) => {
    await page.goto("/");
    await appTookOver(page);
    const footerLink = page.getByRole("contentinfo").getByRole("link").filter({ hasText: /Tokyo/ });
    await footerLink.click();
    await expect(page).toHaveURL(/\/office#office-/);
    await transitionComplete(page);
    const id = new URL(page.url()).hash.slice(1);
    const [top, margin] = await page.evaluate((target) => {
      const element = document.getElementById(target) as HTMLElement;
      return [element.getBoundingClientRect().top, Number.parseFloat(getComputedStyle(element).scrollMarginTop)];
    }, id);
    // Exact to a pixel: nothing above the target may reflow after the jump (icons render on the first paint).
    expect(Math.abs(top - margin)).toBeLessThanOrEqual(1);
  });

  test("a full load of an address with a hash lands on its target below its scroll margin", async ({ page, baseURL }) => {
    const offices = await siteData(baseURL).offices();
    for (const address of [`/office#office-${offices.at(-1)?.id}`, "/#latest-news"]) {
      await page.goto(address);
      // Measured on the app's page: the app replaces the server's elements when it takes over, and a detached
      // element has no computed style.
      await appTookOver(page);
      const id = address.split("#")[1] ?? "";
      const target = page.locator(`[id="${id}"]`);
      await expect(target).toBeAttached();
      // Measured once whatever entrance moves the target itself has finished.
      const animated = target.locator("xpath=ancestor-or-self::*[@data-animate][1]");
      if ((await animated.count()) > 0) await expect(animated).toHaveAttribute("data-animate-state", "done");
      const [top, margin] = await target.evaluate((element) => [
        element.getBoundingClientRect().top,
        Number.parseFloat(getComputedStyle(element).scrollMarginTop),
      ]);
      expect(
        Math.abs(top - margin),
        `${address}: the target's top is ${top} px, its scroll margin ${margin} px`,
      ).toBeLessThanOrEqual(1);
    }
  });

  test("frame by frame, for the eye", async ({ page }, info) => {
    await page.goto("/");
    await transitionComplete(page);
    const link = page.getByRole("link", { name: "See our work" });
    await link.click();
    for (let frame = 0; frame < 16; frame++) {
      await page.screenshot({
        path: path.join(import.meta.dirname, `.artifacts/transition/${info.project.name}-${String(frame).padStart(2, "0")}.png`),
      });
      await page.waitForTimeout(60);
    }
    await transitionComplete(page);
    await expect(page.getByRole("heading", { level: 1, name: "Work" })).toBeVisible();
  });
});

test.describe("a slow first load", () => {
  test("keeps the server's page until the page's code has arrived, then sets motion up on it", async ({ page }) => {
    // The page's own code arrives late, as on a slow network: the app renders nothing before it (no loading
    // placeholder over the server's page), then the page with its motion.
    await page.route(/\/assets\/test-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        // In the app's root: the page's data beside it carries the catalogue, whose words include "Loading…".
        if (document.getElementById("app")?.textContent?.includes("Loading…"))
          (window as unknown as { __placeholder: boolean }).__placeholder = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto("/test");
    await expect(page.getByRole("heading", { level: 1, name: "Motion style guide" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __placeholder?: boolean }).__placeholder)).toBeUndefined();
    await expect(page.getByTestId("preset-fade")).toHaveAttribute("data-animate-state", "pending");
    await expect(page.getByTestId("typed-fast")).toHaveAttribute("data-typed-state", "complete", { timeout: 10_000 });
  });
});

test.describe("breakpoints", () => {
  test("below 768 px desktop-only effects are off and mobile-only on; resizing across switches them", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openGuide(page);
    const desktopOnly = page.getByTestId("desktop-only");
    const mobileOnly = page.getByTestId("mobile-only");
    await expect(desktopOnly).toHaveAttribute("data-animate-state", "off");
    expect(await opacity(desktopOnly)).toBe(1);
    await expect(mobileOnly).toHaveAttribute("data-animate-state", "pending");
    expect(await opacity(mobileOnly)).toBe(0);

    await page.setViewportSize({ width: 1024, height: 812 });
    await expect(desktopOnly).toHaveAttribute("data-animate-state", "pending");
    await expect(mobileOnly).toHaveAttribute("data-animate-state", "off");
    expect(await opacity(mobileOnly)).toBe(1);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(desktopOnly).toHaveAttribute("data-animate-state", "off");
    await expect(mobileOnly).toHaveAttribute("data-animate-state", "pending");
  });
});

test.describe("effects", () => {
  test("typed text types at its speed and keeps the full text for assistive technology", async ({ page }) => {
    // Read in the tick the fast one finishes: both run on GSAP's one clock, however busy the machine.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const fast = records.find((r) => (r.target as HTMLElement).dataset.testid === "typed-fast")?.target as HTMLElement;
        if (fast?.dataset.typedState !== "complete") return;
        const slow = document.querySelector('[data-testid="typed-slow"] .typed-text')?.textContent ?? "";
        (window as unknown as { __slowWhenFastDone: string }).__slowWhenFastDone = slow;
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-typed-state"] });
    });
    await openGuide(page);
    const full = (speed: string) => `Motion with meaning, typed at ${speed} speed.`;
    const fast = page.getByTestId("typed-fast");
    const slow = page.getByTestId("typed-slow");
    await expect(fast).toHaveAttribute("data-typed-state", "complete", { timeout: 10_000 });
    await expect(fast.locator(".typed-text")).toHaveText(full("fast"));
    // Started together, 20 times slower: far from done when the fast one is.
    const typedSoFar = await page.evaluate(() => (window as unknown as { __slowWhenFastDone?: string }).__slowWhenFastDone);
    expect(typedSoFar?.length).toBeLessThan(full("slow").length / 2);
    await expect(slow.locator(".visually-hidden")).toHaveText(full("slow"));
  });

  test("magnetic elements lean towards the pointer, more when strong", async ({ page, isMobile }) => {
    await openGuide(page);
    const shift = async (strength: string) => {
      const button = page.getByTestId(`magnetic-${strength}`);
      // The lean is set up in the motion code's last slices, after the page has shown: a pointer that
      // arrived before it moved nothing (fresh-clone CI, desktop).
      await expect(button).toHaveAttribute("data-magnetic-state", "ready", { timeout: 15_000 });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      if (!box) throw new Error("no box");
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 4 });
      // Read once the lean has run its course on GSAP's clock, however long the machine took.
      await expect.poll(() => idle(button)).toBe(true);
      const x = await button.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
      await page.mouse.move(0, 0);
      return x;
    };
    test.info().annotations.push({ type: "pointer", description: isMobile ? "touch emulation" : "mouse" });
    const weak = await shift("weak");
    const strong = await shift("strong");
    expect(weak).toBeGreaterThan(0);
    expect(strong).toBeGreaterThan(weak * 2);
  });

  test("a draggable element follows the pointer", async ({ page }) => {
    await openGuide(page);
    const block = page.getByTestId("draggable");
    await block.evaluate((el) => el.scrollIntoView({ block: "center" }));
    // Its code loads on demand: allow for two browsers sharing two cores.
    await expect(block).toHaveAttribute("data-draggable-state", "ready", { timeout: 15_000 });
    // Grab it where Playwright has seen it hold still and receive the pointer, then measure
    // how far it was dragged by its own transform, which no later layout change can fake or hide.
    await block.hover();
    const box = await block.boundingBox();
    if (!box) throw new Error("no box");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.down();
    await page.mouse.move(x + 120, y + 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => block.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)).toBeGreaterThan(60);
  });

  test("a pinned section stays put while the page scrolls past", async ({ page }) => {
    await openGuide(page);
    const pinned = page.getByTestId("trigger-pin");
    // How far its centre is from the viewport's: "center center" pins it there.
    const offCentre = () =>
      pinned.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return Math.abs(box.top + box.height / 2 - window.innerHeight / 2);
      });
    await pinned.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect.poll(offCentre, { message: "pinned at the centre" }).toBeLessThan(2);
    const scrolled = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, 300);
      return window.scrollY - before;
    });
    expect(scrolled, "the page itself moved on").toBe(300);
    await expect.poll(offCentre, { message: "still at the centre, 300 px further down the page" }).toBeLessThan(2);
  });
});

test.describe("the hover trigger", () => {
  /** The label's opacity over the next 20 frames, as the pointer or focus rests. */
  const restingOpacities = (label: Locator) =>
    label.evaluate(
      (el) =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const tick = () => {
            seen.push(Number(getComputedStyle(el).opacity));
            if (seen.length < 20) requestAnimationFrame(tick);
            else resolve(seen);
          };
          requestAnimationFrame(tick);
        }),
    );
  const STEADY = Array.from({ length: 20 }, () => 1);

  async function hoverDemo(page: Page) {
    await openGuide(page);
    const button = page.getByTestId("trigger-hover");
    const label = button.locator('[data-animate-on="hover"]');
    await button.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expect(label).toHaveAttribute("data-animate-state", "ready");
    expect(await opacity(label)).toBe(0);
    return { button, label };
  }

  test("plays with the pointer at the centre of its box and holds steady while it rests", async ({ page }) => {
    const { button, label } = await hoverDemo(page);
    const box = await button.boundingBox();
    if (!box) throw new Error("no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => opacity(label), { message: "played at the centre" }).toBe(1);
    expect(await restingOpacities(label)).toEqual(STEADY);
    await page.mouse.move(1, 1);
    await expect.poll(() => opacity(label), { message: "reversed on leave" }).toBe(0);
  });

  test("holds steady with the pointer resting where the label starts", async ({ page }) => {
    const { label } = await hoverDemo(page);
    // The label starts 32 px below its place: a pointer resting there must not make it come and go.
    const box = await label.boundingBox();
    if (!box) throw new Error("no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => opacity(label), { message: "played where the label starts" }).toBe(1);
    expect(await restingOpacities(label)).toEqual(STEADY);
  });

  test("plays on keyboard focus and reverses when focus leaves", async ({ page }) => {
    const { button, label } = await hoverDemo(page);
    await button.focus();
    await expect.poll(() => opacity(label), { message: "played on focus" }).toBe(1);
    expect(await restingOpacities(label)).toEqual(STEADY);
    await button.blur();
    await expect.poll(() => opacity(label), { message: "reversed on blur" }).toBe(0);
  });
});

test.describe("the home hero's words", () => {
  const heroPhrases = async (baseURL: string | undefined) =>
    (await siteData(baseURL).site()).hero_words
      .split("\n")
      .map((phrase: string) => phrase.trim())
      .filter(Boolean);

  test("types each phrase in turn, in a loop, while assistive technology reads them all", async ({ page, baseURL }) => {
    const phrases = await heroPhrases(baseURL);
    expect(phrases.length, "the demo has several hero phrases").toBeGreaterThan(1);
    // Every text the typing shows, in order, as it shows it (no clock involved: order only).
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { __typed: string[] }).__typed = shown;
      new MutationObserver(() => {
        const text = document.querySelector(".hero-words .typed-text")?.textContent;
        if (text != null && text !== shown.at(-1)) shown.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveAccessibleName(`We make ${phrases.join(", ")}`);
    await expect(page.locator(".hero-words .typed-text")).toHaveAttribute("aria-hidden", "true");
    const whole = () =>
      page.evaluate(
        (list) => (window as unknown as { __typed: string[] }).__typed.filter((text) => list.includes(text)),
        phrases,
      );
    await expect.poll(whole, { timeout: 30_000 }).toEqual([...phrases, phrases[0]]);
    // Typed, not swapped whole: part of a phrase was on show at some point (the speeds are unit-tested).
    const typed = await page.evaluate(() => (window as unknown as { __typed: string[] }).__typed);
    const partial = typed.filter((text) => text && !phrases.includes(text) && phrases.some((p: string) => p.startsWith(text)));
    expect(partial.length, typed.join(" | ")).toBeGreaterThan(0);
  });

  test("with reduced motion, shows the first phrase, still, and gives assistive technology all of them", async ({
    page,
    baseURL,
  }) => {
    const phrases = await heroPhrases(baseURL);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const words = page.locator(".hero-words");
    await expect(words).toHaveAttribute("data-typed-state", "complete");
    await expect(words.locator(".typed-text")).toHaveText(phrases[0] ?? "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(`We make ${phrases.join(", ")}`);
  });
});

test.describe("with reduced motion", () => {
  test.use({ colorScheme: "light" });

  test("everything shows at once, nothing moves, typed text is complete, transitions are instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openGuide(page);
    await expect(page.locator("html")).toHaveAttribute("data-smooth-scroll", "off");
    for (const element of await page.locator("[data-animate]:not([data-animate-on])").all()) {
      const expected = (await element.getAttribute("data-animate"))?.includes("only") ? /^(done|off)$/ : /^done$/;
      expect(await state(element)).toMatch(expected);
      expect(await opacity(element)).toBe(1);
    }
    await expect(page.getByTestId("typed-slow")).toHaveAttribute("data-typed-state", "complete");
    await expect(page.getByTestId("typed-slow").locator(".typed-text")).toHaveText("Motion with meaning, typed at slow speed.");

    await page.goto("/work");
    await recordTicks(page);
    await go(page, "News");
    await expect(page).toHaveURL("/news");
    await transitionComplete(page);
    const ticks = await recordedTicks(page);
    expect(ticks.filter((tick) => tick.opacity < 1 || tick.fade)).toEqual([]);
  });
});

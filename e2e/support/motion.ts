import type { Page } from "@playwright/test";

/** Footer links exist at every width (the main navigation hides behind a button on phones). */
export const footerLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name, exact: true }).click();

export const transitionComplete = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.transitionComplete === "true");

export interface Sample {
  t: number;
  flag: string | undefined;
  opacity: number;
  path: string;
}

/** Records, every animation frame, the transition flag, the page's opacity and the path. */
export async function startSampling(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: Sample[] = [];
    (window as unknown as { __samples: Sample[] }).__samples = samples;
    const tick = () => {
      const content = document.querySelector("[data-page]");
      samples.push({
        t: performance.now(),
        flag: document.documentElement.dataset.transitionComplete,
        opacity: content ? Number(getComputedStyle(content).opacity) : -1,
        path: location.pathname,
      });
      if (samples.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export const samples = (page: Page) => page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);

/** Leave, enter and hold, in ms, read off the samples of one navigation from `from` to `to`. */
export function phases(list: Sample[], to: string) {
  const started = list.findIndex((s) => s.flag === "false");
  const leaveEnd = list.findIndex((s, i) => i > started && s.opacity <= 0.001);
  const enterStart = list.findIndex((s, i) => i > leaveEnd && s.path === to && s.opacity > 0.001) - 1;
  const enterEnd = list.findIndex((s, i) => i > enterStart && s.path === to && s.opacity >= 0.999);
  const finished = list.findIndex((s, i) => i > started && s.flag === "true");
  const at = (i: number) => list[i]?.t ?? Number.NaN;
  return {
    leave: at(leaveEnd) - at(started),
    enter: at(enterEnd) - at(enterStart),
    hold: at(finished) - at(enterEnd),
    flagFalseBeforeLeave: started >= 0 && started <= leaveEnd,
    flagTrueOnlyAtEnd: list.slice(started, finished).every((s) => s.flag === "false"),
  };
}

/** Scrolls through the page as a reader would, then waits until every entrance has finished. */
export async function settle(page: Page): Promise<void> {
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
  // The last entrances' tweens end a beat after they are marked done.
  await page.waitForTimeout(100);
}

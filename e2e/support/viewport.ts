import type { Page } from "@playwright/test";

/** The phone screens every phone check runs at: the smallest still sold, and the two most common. */
export const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 390, height: 844 },
] as const;

/** Sideways scroll in CSS px: how much wider the page is than its viewport (not innerWidth, which a phone widens to fit). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { elementAt, keepFocusAcrossTakeover, placeOf } from "./keep-focus";

const markup =
  '<a class="skip-link" href="#main">Skip</a><header><nav><a href="/work">Work</a><a href="/news">News</a></nav></header>';

describe("keeping focus across the app's takeover", () => {
  it("finds an element's place and the element at a place", () => {
    const root = document.createElement("div");
    root.innerHTML = markup;
    const news = root.querySelector('a[href="/news"]');
    expect(placeOf(root, news)).toEqual([1, 0, 1]);
    expect(elementAt(root, [1, 0, 1])).toBe(news);
    expect(placeOf(root, document.body)).toBeUndefined();
  });

  it("focuses the same place again once the markup has been replaced", async () => {
    const root = document.createElement("div");
    root.innerHTML = markup;
    document.body.append(root);
    keepFocusAcrossTakeover(root);
    root.querySelector<HTMLElement>('a[href="/news"]')?.focus();
    // The app's first render: the same markup, new elements.
    root.innerHTML = markup;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(root.querySelector('a[href="/news"]'));
    root.remove();
  });
});

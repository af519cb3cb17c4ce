/**
 * Keeps keyboard focus across the app's takeover. The server's page can be used before the app
 * runs: a visitor may Tab to the skip link or a menu link. The app's first render replaces that
 * markup with the same markup, which would drop focus to the body; this puts it back on the
 * element in the same place.
 */

/** The element's place inside root, as child indices from root down, or undefined when it is not inside. */
export function placeOf(root: Element, element: Element | null): number[] | undefined {
  const path: number[] = [];
  for (let node = element; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return element && element !== root ? path : undefined;
}

export function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/** Watches focus inside container until its children are replaced, then focuses the same place again. */
export function keepFocusAcrossTakeover(container: HTMLElement): void {
  let place = placeOf(container, document.activeElement);
  const remember = () => {
    place = placeOf(container, document.activeElement);
  };
  container.addEventListener("focusin", remember);
  const observer = new MutationObserver(() => {
    observer.disconnect();
    container.removeEventListener("focusin", remember);
    const target = place && elementAt(container, place);
    // Only when focus was lost with the old markup: never take it from where the visitor has moved it since.
    if (target instanceof HTMLElement && (document.activeElement === document.body || !document.activeElement))
      target.focus({ preventScroll: true });
  });
  observer.observe(container, { childList: true });
}

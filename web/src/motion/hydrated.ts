/** What the motion code changes in a page: these elements, and the typed text's own markup. */
const MOTION_TARGETS =
  "[data-animate], [data-typed], [data-typed] *, [data-draggable], [data-pin], [data-parallax], [data-magnetic]";

/** React marks each node it has hydrated (or drawn) with its fiber. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once React has hydrated every element the motion code will touch in `page` (decision 072). The app hydrates
 * the server's page boundary by boundary: the shell first, a page's content a moment later. Motion that set up in
 * between would change text React has not yet matched (the typed hero), which React reports as error #418 and fixes
 * by drawing the content again. Gives up after `limitMs`: motion on a page React never finished is still motion.
 */
export async function untilHydrated(page: Element, limitMs = 3000): Promise<void> {
  const until = performance.now() + limitMs;
  while (performance.now() < until) {
    if (Array.from(page.querySelectorAll(MOTION_TARGETS)).every(hydrated)) return;
    await nextTask();
  }
}

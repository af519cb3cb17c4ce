/** The address the document arrived at: the server answered it, head and status included. */
const arrival = import.meta.env.SSR ? "" : window.location.pathname + window.location.search;
let moved = false;

/**
 * Whether the visitor is still on the page the document arrived with, having gone nowhere else yet. What the server
 * did for that page the app need not do again: write its head (route-head.ts), log it as not found (error-page.tsx).
 * Once the visitor has moved, every page is the app's, the arrival's too when they come back to it.
 */
export function stillOnArrival(): boolean {
  if (import.meta.env.SSR) return true;
  moved ||= window.location.pathname + window.location.search !== arrival;
  return !moved;
}

import PocketBase from "pocketbase";

/**
 * The one SDK client. The app is served by PocketBase itself, so the API lives
 * at the page's own origin; in the Vite dev server a proxy forwards /api.
 *
 * Auto-cancellation is off: the router preloads routes while the current one
 * still reads, and the SDK would otherwise cancel identical pending requests.
 */
export const pb = new PocketBase(typeof window === "undefined" ? "http://127.0.0.1:8090" : window.location.origin);
pb.autoCancellation(false);

/**
 * The steps of working out a page request: reading its address, splitting off its language, matching its page,
 * reading the content version and making the page's key. Each is done once per request and the result carried
 * (issue 31); the server counts them when a test asks (REQUEST_STEPS=1, pb_hooks/src/lib/serving/page-request.ts),
 * and a test fails when a step is done twice. A page drawn (rendered) is a step too, so a test can count the renders
 * a burst of visitors caused (issue 32). Nothing listens in the browser.
 */
export type Step = "address" | "language" | "match" | "version" | "key" | "draw";

/**
 * Who hears each step, with what it was done to (an address, a path). One per JS engine, on its global object: each of
 * the hooks' modules is bundled with its own copy of this one, and the render's steps must reach the request's ears.
 */
type Listener = { heard?: (step: Step, subject: string) => void };
const engine = globalThis as { pageSteps?: Listener };
if (!engine.pageSteps) engine.pageSteps = {};
export const stepListener: Listener = engine.pageSteps;

export const tookStep = (step: Step, subject: string): void => stepListener.heard?.(step, subject);

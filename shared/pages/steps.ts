/**
 * The steps of working out a page request: reading its address, splitting off its language, matching its page,
 * reading the content version and making the page's key. Each is done once per request and the result carried
 * (issue 31); the server counts them when a test asks (REQUEST_STEPS=1, pb_hooks/src/lib/serving/page-request.ts),
 * and a test fails when a step is done twice. A page drawn (rendered) is a step too, so a test can count the renders
 * a burst of visitors caused (issue 32). Nothing listens in the browser.
 */
export type Step = "address" | "language" | "match" | "version" | "key" | "draw";

/** Who hears each step, with what it was done to (an address, a path). */
export const stepListener: { heard?: (step: Step, subject: string) => void } = {};

export const tookStep = (step: Step, subject: string): void => stepListener.heard?.(step, subject);

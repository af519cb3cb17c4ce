// Lighthouse 12.8.2 (Node 20 cannot run 13), mobile form factor with its default simulated
// throttling (4× CPU, slow 4G) and Moto G Power screen, against Debian's Chromium. Each run gets a
// fresh Chrome, so no cache or process state carries from one run to the next.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { assertVisitor, CHROMIUM, MOBILE_USER_AGENT } from "./devices";
import { median } from "./stats";

export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const METRICS: (keyof LighthouseFigures)[] = ["score", "fcp", "lcp", "tbt", "cls"];

const AUDITS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
} as const;

/** Lighthouse's own failures that its message says to run again for: the trace, not the page, went wrong. */
const RUN_AGAIN = new Set(["NO_NAVSTART", "NO_TRACING_STARTED", "NO_RESOURCE_REQUEST"]);

/** One Lighthouse run; again (up to twice more) when Lighthouse says its recording of the load went wrong. */
export async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      const code = (error as { code?: string }).code ?? "";
      if (attempt >= 3 || !RUN_AGAIN.has(code)) throw error;
      console.error(`Lighthouse on ${url}: ${code}, running it again`);
    }
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox"] });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
      {
        extends: "lighthouse:default",
        // Lighthouse's mobile defaults, written out so that a reader sees what is measured.
        settings: { formFactor: "mobile", throttlingMethod: "simulate", emulatedUserAgent: MOBILE_USER_AGENT },
      },
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError)
      throw Object.assign(new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), {
        code: lhr.runtimeError.code,
      });
    assertVisitor(lhr.environment.networkUserAgent, "Lighthouse");
    const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      score: Math.round(100 * (lhr.categories.performance?.score ?? Number.NaN)),
      fcp: value(AUDITS.fcp),
      lcp: value(AUDITS.lcp),
      tbt: value(AUDITS.tbt),
      cls: value(AUDITS.cls),
    };
  } finally {
    chrome.kill();
  }
}

/** Each metric's median over the runs, taken metric by metric. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  return Object.fromEntries(
    METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]),
  ) as unknown as LighthouseFigures;
}

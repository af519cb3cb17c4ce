import { PREVIEW_PARAM } from "../../../../shared/content/preview";
import { type PageAddress, readAddress, resolveAddress, type SpeltAddress } from "../../../../shared/pages/address";
import { type Step, stepListener, tookStep } from "../../../../shared/pages/steps";
import { declaredLanguages, liveLanguages } from "../languages/languages";
import { contentVersion } from "../pages/content-version";
import { currentBuildId, publicDirOf } from "./built-files";

/**
 * A page request, worked out once in the one middleware (every-request.ts) and carried to every later step (issue 31):
 * its address, language and page (shared/pages/address.ts), the build and content version it is answered at, and the
 * key it is kept under. When the page must be drawn, it travels to the static route's handler, which runs in another
 * of the hooks' VMs, as JSON on the request (carry, carried): the handler reads it back rather than the address.
 */
export interface PageRequest extends PageAddress {
  /** The build's id (builds/latest.json). */
  build: string;
  /** The content's version (pages/content-version.ts): the inline data names it, and open pages compare it. */
  content: string;
  /** The page's key in the page cache, and the start of its ETag: build, content version and read address. */
  key: string;
  /** The steps this request has taken, when REQUEST_STEPS=1 (a test's, shared/pages/steps.ts). */
  steps?: [Step, string][];
  /** Asked for the page's payload (`<page path>/_payload.json`, shared/pages/payload.ts), not its document. */
  payload?: true;
}

/** The page's ETag for an encoding: the build and content version it was drawn at. */
export const pageTag = (request: Pick<PageRequest, "build" | "content">, gzip: boolean) =>
  `"${request.build}-${request.content}-${gzip ? "gzip" : "identity"}"`;

/** REQUEST_STEPS, read once per VM: the environment is fixed for the process. */
let tracing: boolean | undefined;

/**
 * Hears the steps a request takes in this VM, into `steps`, when REQUEST_STEPS=1; returns what stops hearing them. A
 * VM answers one request at a time, so the listener is this request's until it is stopped.
 */
function hearSteps(steps: [Step, string][] | undefined): () => void {
  if (!steps) return () => undefined;
  stepListener.heard = (step, subject) => steps.push([step, subject]);
  return () => {
    stepListener.heard = undefined;
  };
}

/** The live languages, or every declared one for a preview link (a translation is previewed before it goes live). */
const languagesOf = (app: CoreApp) => (preview: boolean) => (preview ? declaredLanguages(app) : liveLanguages(app));

/**
 * Page requests this VM has worked out, by their spelling and query, for the build and content version they were
 * worked out at: an address resolves the same way until either changes (a change to the languages is a change of
 * content), and working it out again (languages read, query, language, page match, own spelling, key) was most of a
 * kept page's answer in the JS engine. At most MEMO_SIZE kept, all dropped at once past it: a visitor who sends new
 * addresses costs their working out, as before, and no memory. Not for preview links (every declared language, read
 * anew) nor while REQUEST_STEPS=1 traces each step.
 */
const MEMO_SIZE = 512;
const memo = new Map<string, PageRequest>();
let memoVersion = "";

/**
 * The request worked out anew: its address read, its language split off and its page matched, the content version
 * read (`contentOf`; after the address, the order its steps are named in), its key made.
 */
function workedOut(
  app: CoreApp,
  spelt: SpeltAddress,
  build: string,
  contentOf: () => string,
  steps?: [Step, string][],
): PageRequest {
  const address = resolveAddress(spelt, languagesOf(app));
  const content = contentOf();
  const read = readAddress(address);
  tookStep("key", read);
  return { ...address, build, content, key: `${build}-${content}|${read}`, ...(steps ? { steps } : {}) };
}

/**
 * A request's page, worked out: its address read, its language split off and its page matched once, the build and
 * content version read once, its key made once.
 */
export function pageRequestOf(app: CoreApp, spelt: SpeltAddress): PageRequest {
  tracing ??= $os.getenv("REQUEST_STEPS") === "1";
  const build = currentBuildId(publicDirOf());
  if (tracing || spelt.rawQuery.includes(PREVIEW_PARAM)) {
    const steps: [Step, string][] | undefined = tracing ? [] : undefined;
    const stop = hearSteps(steps);
    try {
      return workedOut(app, spelt, build, () => contentVersion(app), steps);
    } finally {
      stop();
    }
  }
  const content = contentVersion(app);
  const version = `${build}-${content}`;
  if (version !== memoVersion) {
    memo.clear();
    memoVersion = version;
  }
  const key = `${spelt.escapedPath}?${spelt.rawQuery}`;
  const known = memo.get(key);
  if (known && known.path === spelt.path) return known;
  const request = workedOut(app, spelt, build, () => content);
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, request);
  return request;
}

/**
 * Runs `answer` with the request's steps heard, until what it returns has settled (a page drawn ends in the request's
 * microtasks), so that a step taken again shows (REQUEST_STEPS=1).
 */
export function withSteps(request: PageRequest, answer: () => Promise<void> | void): Promise<void> | void {
  const stop = hearSteps(request.steps);
  let settled: Promise<void> | void;
  try {
    settled = answer();
  } catch (error) {
    stop();
    throw error;
  }
  if (!settled) {
    stop();
    return;
  }
  return settled.finally(stop);
}

/** The header a test reads the steps from: each step and what it was done to, in order. */
export function writeSteps(e: core.RequestEvent, request: PageRequest): void {
  if (request.steps) e.response.header().set("X-Request-Steps", JSON.stringify(request.steps));
}

const CARRIED = "pageRequest";

/** Hands the request to the static route's handler (another VM): as JSON on the request event. */
export function carry(e: core.RequestEvent, request: PageRequest): void {
  e.set(CARRIED, JSON.stringify(request));
}

/** The request the middleware worked out, if it handed one on. */
export function carried(e: core.RequestEvent): PageRequest | undefined {
  const json = e.get(CARRIED) as string | undefined | null;
  return typeof json === "string" ? (JSON.parse(json) as PageRequest) : undefined;
}

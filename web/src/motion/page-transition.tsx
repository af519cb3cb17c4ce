import { useBlocker, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { PAGE_TRANSITION, REDUCED_MOTION } from "./constants";
import { setupMotion } from "./controller";
import { gsap } from "./gsap";
import { jumpTo } from "./smooth-scroll";

/**
 * Page transitions (every route but /test, which switches instantly so its fixtures
 * are measured without a fade): the leaving page fades out over 0.25 s, the entering
 * page starts invisible and fades in over 1 s, then 0.25 s hold.
 * `<html data-transition-complete>` is "false" from the moment a page leaves until the
 * entering page has finished, then "true".
 */
const INSTANT_PATHS = new Set(["/test"]);

const setComplete = (complete: boolean) => {
  document.documentElement.dataset.transitionComplete = String(complete);
};

/** Handed from the leaving page (blocker) to the entering one (its first layout effect). */
let entering: { instant: boolean } | undefined;

/**
 * Whether the page the document arrived with was painted by the server (its page wrapper has content; the
 * style guide's and the dev server's have none), until that page has set its motion up: what is on screen
 * then must stay on screen (no entrance hides it to play it in). Read when this module loads, before the
 * app's first render replaces the server's markup.
 */
let documentPage = typeof document !== "undefined" && Boolean(document.querySelector("#app [data-page] > *"));

const reducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** Holds every navigation to another path (links, navigate, back and forward) until the current page has faded out. */
export function usePageTransitions(): void {
  useBlocker({
    shouldBlockFn: async ({ current, next }) => {
      if (current.pathname === next.pathname) return false;
      const instant = reducedMotion() || INSTANT_PATHS.has(current.pathname) || INSTANT_PATHS.has(next.pathname);
      setComplete(false);
      const page = document.querySelector<HTMLElement>("[data-page]");
      if (page && !instant)
        await gsap.to(page, { opacity: 0, duration: PAGE_TRANSITION.leave, ease: "power1.out", overwrite: true });
      entering = { instant };
      return false;
    },
    enableBeforeUnload: false,
    withResolver: false,
  });
}

/**
 * One page's content: keyed by path, so every path gets a fresh element whose motion
 * is set up on mount and torn down on unmount (no trigger or listener outlives it).
 */
export function TransitionPage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const hash = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).hash });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page; the hash at arrival is the one to land on
  useLayoutEffect(() => {
    const page = ref.current;
    if (!page) return;
    const transition = entering;
    entering = undefined;
    // After the leave, before the enter: top of the page, or the hash target below its scroll margin.
    // The router's location, not window.location: the address bar may not have caught up yet.
    // A full load of an address with a hash lands the same way: the browser looked for the
    // target before the app had drawn it, and the router leaves scrolling to us.
    if (transition || hash) jumpTo(hash);
    // Motion first: its layout work must not eat into the enter's first frames.
    const teardownMotion = setupMotion(page, { painted: documentPage && !transition });
    documentPage = false;
    let timeline: gsap.core.Timeline | undefined;
    let frame = 0;
    let completed = !transition || transition.instant;
    if (transition?.instant) {
      gsap.set(page, { opacity: 1 });
      setComplete(true);
    } else if (transition) {
      gsap.set(page, { opacity: 0 });
      // Fade in from the first frame the new page is painted, so the whole second is seen.
      frame = requestAnimationFrame(() => {
        timeline = gsap
          .timeline({
            onComplete: () => {
              completed = true;
              setComplete(true);
            },
          })
          .to(page, { opacity: 1, duration: PAGE_TRANSITION.enter, ease: "power1.inOut" })
          .to({}, { duration: PAGE_TRANSITION.hold });
      });
    }
    return () => {
      // React may unmount before the enter finished (StrictMode in development): let the next mount redo it.
      if (!completed) entering = transition;
      cancelAnimationFrame(frame);
      timeline?.kill();
      teardownMotion();
    };
  }, []);

  // A new hash on the same page scrolls to its target.
  const firstHash = useRef(hash);
  useEffect(() => {
    if (hash === firstHash.current) return;
    firstHash.current = hash;
    jumpTo(hash);
  }, [hash]);

  return (
    <div ref={ref} data-page>
      {children}
    </div>
  );
}

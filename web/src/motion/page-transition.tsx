import { useRouter, useRouterState } from "@tanstack/react-router";
import type { gsap } from "gsap";
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { nextTask } from "../lib/next-task";
import { PAGE_TRANSITION, REDUCED_MOTION } from "./constants";
import { jumpTo, jumpToY, loadedMotion, loadMotion, type Motion } from "./load-motion";

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

/** The path of the page on screen, set as it mounts: a page that faded out stays mounted until the next one is drawn. */
let onScreenPath: string | undefined;

/**
 * Until the first page has set its motion up: that page came with the document, painted by the
 * server, and what is on screen then must stay on screen (no entrance hides it to play it in).
 * Read as the app starts, before React hydrates the server's markup (decision 072).
 */
let documentPage = typeof document !== "undefined" && Boolean(document.querySelector("[data-page]")?.hasChildNodes());

const reducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** How the latest navigation moved through history: Back, Forward and Go return to a kept position. */
let lastAction = "PUSH";
const returning = () => lastAction === "BACK" || lastAction === "FORWARD" || lastAction === "GO";

/**
 * Where a page lands as it is shown: a position Back or Forward returned to, else the hash's target, else the top
 * (issue 22, items 1 and 2). `state` is its history entry's. The positions are kept by the motion code
 * (scroll-memory.ts, loaded after the first page has rendered, outside the app's first 100 KB); before it is there,
 * nothing was kept to return to.
 */
function land(state: unknown, hash: string): void {
  const memory = loadedMotion();
  const key = memory?.entryKey(state);
  memory?.showing(key);
  const kept = returning() ? memory?.positionOf(key) : undefined;
  if (kept !== undefined) jumpToY(kept);
  else jumpTo(hash);
}

/** Holds every navigation to another path (links, navigate, back and forward) until the current page has faded out. */
export function usePageTransitions(): void {
  const router = useRouter();
  useEffect(() => {
    const stopHistory = router.history.subscribe(({ action }) => {
      lastAction = action.type;
    });
    // Another query on the same page (the news's next page, a filter): no transition, but a new place to read from.
    // A replace (a search typed as it goes) stays where it is.
    const stopResolved = router.subscribe("onResolved", ({ fromLocation, toLocation, pathChanged }) => {
      if (!fromLocation || pathChanged) return;
      const memory = loadedMotion();
      if (fromLocation.href === toLocation.href || lastAction === "REPLACE") memory?.showing(memory.entryKey(toLocation.state));
      else land(toLocation.state, toLocation.hash);
    });
    return () => {
      stopHistory();
      stopResolved();
    };
  }, [router]);
  // The history's own blocker, not the router's useBlocker: that one's resolver and route matching, some 1.5 KB of the
  // phone's entry, serve a prompt this never shows. Nothing is ever blocked: the leave is awaited, then it goes on.
  useEffect(
    () =>
      router.history.block({
        enableBeforeUnload: false,
        blockerFn: async ({ currentLocation, nextLocation }) => {
          const current = router.parseLocation(currentLocation);
          const next = router.parseLocation(nextLocation);
          // The position the reader leaves, for when Back or Forward returns to it; nothing more is kept until the next
          // page lands (a loading state in between is shorter, and the browser's clamp to it is no reader's scroll).
          loadedMotion()?.keepPosition();
          loadedMotion()?.showing(undefined);
          if (current.pathname === next.pathname) return false;
          if (next.pathname === onScreenPath && current.pathname !== onScreenPath) {
            // Back (or a link) to the page still on screen, faded out for a page that was never drawn: nothing new mounts
            // to enter, so this one comes back, rather than staying invisible with the transition never complete.
            entering = undefined;
            const page = document.querySelector<HTMLElement>("[data-page]");
            if (page) loadedMotion()?.gsap.to(page, { opacity: 1, duration: PAGE_TRANSITION.leave, overwrite: true });
            setComplete(true);
            return false;
          }
          const instant = reducedMotion() || INSTANT_PATHS.has(current.pathname) || INSTANT_PATHS.has(next.pathname);
          setComplete(false);
          // Loaded since the first page rendered; a click that early waits for it, so every page leaves alike.
          // Without it (its code failed to load) the page simply changes.
          const motion = await loadMotion().catch(() => undefined);
          const page = document.querySelector<HTMLElement>("[data-page]");
          if (motion && page && !instant) {
            // From the next frame, as the enter: GSAP dates a new animation from its clock's last frame, so the time
            // spent on the click before this (300 ms on a busy phone) was taken off the leave, which then ended at its
            // first frame and the page vanished at once (fresh-clone CI, and e2e/motion.spec.ts's slow click).
            await new Promise((frame) => requestAnimationFrame(frame));
            await motion.gsap.to(page, { opacity: 0, duration: PAGE_TRANSITION.leave, ease: "power1.out", overwrite: true });
          }
          entering = { instant };
          return false;
        },
      }),
    [router],
  );
}

/**
 * One page's content: keyed by path, so every path gets a fresh element whose motion
 * is set up on mount and torn down on unmount (no trigger or listener outlives it).
 */
export function TransitionPage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const routerRef = useRouter();
  const hash = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).hash });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page; the hash at arrival is the one to land on
  useLayoutEffect(() => {
    const page = ref.current;
    if (!page) return;
    const transition = entering;
    entering = undefined;
    onScreenPath = routerRef.state.location.pathname;
    // After the leave, before the enter: top of the page, or the hash target below its scroll margin.
    // The router's location, not window.location: the address bar may not have caught up yet.
    // A full load of an address with a hash lands the same way: the browser looked for the
    // target before the app had drawn it, and the router leaves scrolling to us.
    const state = routerRef.state.location.state;
    if (transition) land(state, hash);
    else {
      loadedMotion()?.showing(loadedMotion()?.entryKey(state));
      if (hash) jumpTo(hash);
    }
    const painted = documentPage && !transition;
    documentPage = false;
    let completed = !transition || transition.instant;
    let leave = () => {};
    const enter = (motion: Motion) => {
      const { gsap, setupMotion } = motion;
      if (painted) {
        // The document's page, whose motion code has just come: from now on scrolling is this entry's. A full load of
        // an entry Back or Forward returned to, which the browser did not put back where it was, lands there.
        const key = motion.entryKey(state);
        motion.showing(key);
        const kept = motion.positionOf(key);
        if (motion.loadedByTraversal() && window.scrollY < 1 && kept !== undefined) jumpToY(kept);
      }
      // Motion first: its layout work must not eat into the enter's first frames.
      const teardownMotion = setupMotion(page, { painted });
      let timeline: gsap.core.Timeline | undefined;
      let frame = 0;
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
      leave = () => {
        cancelAnimationFrame(frame);
        timeline?.kill();
        teardownMotion();
      };
    };
    // After a navigation the code is there (the blocker waited for it). The page the document brought
    // shows as the server painted it until the code arrives, then gets its motion (painted: nothing on
    // screen hides), as does a first page that loaded slowly.
    // The document's page waits until React has hydrated what its motion touches (motion/hydrated.ts).
    let unmounted = false;
    const start = (loaded: Motion) => {
      if (!painted) return enter(loaded);
      void loaded.untilHydrated(page).then(() => {
        if (!unmounted) enter(loaded);
      });
    };
    const motion = loadedMotion();
    if (motion) start(motion);
    else {
      // Asked for in a later task: the takeover's commit, which runs this effect, is long enough on a phone.
      nextTask()
        .then(loadMotion)
        .then(
          (loaded) => {
            if (!unmounted) start(loaded);
          },
          (error: unknown) => {
            // The page is there, still and whole: say so to the operator, and let the next page try again.
            console.error("The motion code did not load; the page shows without motion", error);
            completed = true;
            setComplete(true);
          },
        );
    }
    return () => {
      unmounted = true;
      // React may unmount before the enter finished (StrictMode in development): let the next mount redo it.
      if (!completed) entering = transition;
      leave();
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

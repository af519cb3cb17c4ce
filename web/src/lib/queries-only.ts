/**
 * Stands in, in the app's build, for the parts of @tanstack/query-core the app never uses (scripts/lib/
 * vite-left-out.ts): the cache of mutations and the behaviour of infinite queries, which QueryClient makes and
 * imports whether or not an app has any. The site reads; it writes through the SDK (the contact form) and pages a list
 * by its address (`?page=`). About 1 KB of a phone's first script (issue 34's budget). Using either fails loudly.
 */

const NOT_IN_THIS_BUILD =
  "Mutations and infinite queries are left out of the app's build (scripts/lib/vite-left-out.ts); take the stand-in out to use them.";

/** What QueryClient asks of its mutation cache: there are never any mutations to find, resume or clear. */
export class MutationCache {
  findAll(): never[] {
    return [];
  }
  resumePausedMutations(): Promise<void> {
    return Promise.resolve();
  }
  clear(): void {}
  subscribe(): () => void {
    return () => undefined;
  }
  build(): never {
    throw new Error(NOT_IN_THIS_BUILD);
  }
}

const leftOut = (): never => {
  throw new Error(NOT_IN_THIS_BUILD);
};

/** The behaviour query-core's Query gives an infinite query, and what its infinite observer asks of one. */
export function infiniteQueryBehavior(): never {
  return leftOut();
}
export function hasNextPage(): never {
  return leftOut();
}
export function hasPreviousPage(): never {
  return leftOut();
}

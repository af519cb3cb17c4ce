/**
 * The shape of an editor's page's address (issue 33), apart from the checks of address.ts: page matching reads it on
 * every request and in the app's entry, which need none of slug-making.
 */

/** An address has one to this many segments ("services/brand-strategy"). */
export const ADDRESS_SEGMENTS = 3;

/** The first segments no page may take besides the app's routes: PocketBase's API and admin, and the built files. */
export const SERVER_SEGMENTS = ["api", "_", "assets"] as const;

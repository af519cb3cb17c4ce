// Declarations PocketBase's generated types.d.ts leaves out.

/** CommonJS require as goja provides it: hooks load shared code with require(`${__hooks}/lib/<module>.js`). */
declare function require(id: string): unknown;

/**
 * The collections a hook entry registers on, by what it does: inlined by the build from shared/site-registry.ts
 * (scripts/lib/build-server.ts), so that an entry names them without importing anything.
 */
declare const HOOK_COLLECTIONS: Readonly<
  Record<keyof typeof import("../../shared/hook-collections").HOOK_COLLECTIONS, readonly string[]>
>;

/** goja's console prints to PocketBase's stdout/stderr. */
declare const console: {
  log(...values: unknown[]): void;
  warn(...values: unknown[]): void;
  error(...values: unknown[]): void;
};

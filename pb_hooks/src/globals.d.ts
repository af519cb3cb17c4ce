// Declarations PocketBase's generated types.d.ts leaves out.

/** CommonJS require as goja provides it: hooks load shared code with require(`${__hooks}/lib/<module>.js`). */
declare function require(id: string): unknown;

/** goja's console prints to PocketBase's stdout/stderr. */
declare const console: {
  log(...values: unknown[]): void;
  warn(...values: unknown[]): void;
  error(...values: unknown[]): void;
};

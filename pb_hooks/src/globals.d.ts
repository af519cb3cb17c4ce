// Declarations PocketBase's generated types.d.ts leaves out.

/** CommonJS require as goja provides it: hooks load shared code with require(`${__hooks}/lib/<module>.js`). */
declare function require(id: string): unknown;

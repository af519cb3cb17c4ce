// subset-font ships no types: the part of its API the build uses (scripts/lib/vite-font-subset.ts).
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** OpenType feature tags to keep; every feature when left out. */
    keepFeatures?: string[];
    /** An axis pinned to a value, or narrowed to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

/** Colour sets for the generated demo images: each reads as one client's brand. */
export const PALETTES = {
  ember: ["#1b1b2f", "#e94560", "#f5e6ca", "#533483"],
  forest: ["#1e3d2f", "#a3c9a8", "#f2efe6", "#e07a5f"],
  harbour: ["#0b3c5d", "#328cc1", "#d9b310", "#f4f4f4"],
  clay: ["#3a2e2a", "#c97b5a", "#eae0d5", "#8e9aaf"],
  plum: ["#2d1b4e", "#8d5b9c", "#f2c6de", "#fdf6ec"],
  citrus: ["#1f1f1f", "#ff7a00", "#ffd23f", "#fffaf0"],
  lagoon: ["#0f4c5c", "#5fa8a0", "#e9f5db", "#fb8b24"],
  graphite: ["#111111", "#3a3a3a", "#f0ede6", "#c2b8a3"],
} as const;

export type PaletteName = keyof typeof PALETTES;
export const MOTIFS = ["orbs", "bands", "rings", "halftone", "blocks"] as const;
type Motif = (typeof MOTIFS)[number];

export interface DemoImage {
  file: string;
  width: number;
  height: number;
  palette: PaletteName;
  motif: Motif;
  seed: number;
}

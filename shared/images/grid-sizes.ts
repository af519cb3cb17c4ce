// How wide each picture is shown at every viewport width, as `sizes` attributes. The browser picks a srcset candidate
// from `sizes` before any CSS has loaded, so these repeat the stylesheet's arithmetic (web/src/styles/tokens.css,
// base.css and the features' grids); e2e/images.spec.ts holds them to the rendered widths.

/** A width that grows with the viewport: `perViewport` × the viewport's width + `px`. */
interface Linear {
  perViewport: number;
  px: number;
}
/** The linear piece a width follows at a given viewport width. */
type Layout = (viewport: number) => Linear;

const linear = (perViewport: number, px: number): Linear => ({ perViewport, px });
const at = (width: Linear, viewport: number) => width.perViewport * viewport + width.px;

/** CSS clamp(min, preferred, max). */
const clamp =
  (min: number, preferred: Linear, max: number): Layout =>
  (viewport) => {
    const value = at(preferred, viewport);
    return value < min ? linear(0, min) : value > max ? linear(0, max) : preferred;
  };

const REM = 16;
/** --gutter: clamp(1rem, 0.6rem + 2vw, 2rem), the container's padding and the grids' column gap. */
const gutter = clamp(REM, linear(0.02, 0.6 * REM), 2 * REM);
/** --space-2xl: clamp(4rem, 3rem + 5vw, 8rem). */
const space2xl = clamp(4 * REM, linear(0.05, 3 * REM), 8 * REM);
/** --page-max. */
const PAGE_MAX = 90 * REM;

/** .container's content box: min(100vw, 90rem) less the gutter on each side. */
const container: Layout = (viewport) => {
  const g = gutter(viewport);
  return viewport >= PAGE_MAX ? linear(-2 * g.perViewport, PAGE_MAX - 2 * g.px) : linear(1 - 2 * g.perViewport, -2 * g.px);
};

/**
 * One column of `repeat(auto-fill | auto-fit, minmax(min(100%, trackRem), 1fr))` in a container, gap --gutter.
 * auto-fit drops the empty tracks, so there are never more columns than `items`.
 */
const gridColumn =
  (trackRem: number, items = Number.POSITIVE_INFINITY): Layout =>
  (viewport) => {
    const [box, gap] = [container(viewport), gutter(viewport)];
    const fits = Math.floor((at(box, viewport) + at(gap, viewport)) / (trackRem * REM + at(gap, viewport)));
    const n = Math.max(1, Math.min(fits, items));
    return linear((box.perViewport - (n - 1) * gap.perViewport) / n, (box.px - (n - 1) * gap.px) / n);
  };

/** Viewport widths the site is laid out for; past the last, nothing changes width. */
const NARROWEST = 320;
const WIDEST = 2 * PAGE_MAX;

const cssLength = ({ perViewport, px }: Linear): string => {
  const vw = Math.round(perViewport * 10000) / 100;
  const fixed = Math.round(px * 10) / 10;
  if (vw === 0) return `${fixed}px`;
  if (fixed === 0) return `${vw}vw`;
  return `calc(${vw}vw ${fixed < 0 ? "-" : "+"} ${Math.abs(fixed)}px)`;
};

/** Viewport widths between looks: the narrowest piece of any layout (a column count, a clamp) is far wider. */
const STRIDE = 32;

/**
 * A `sizes` attribute for a layout: one media condition where each linear piece begins, widest first. Layouts only
 * ever move on to a new piece as the viewport grows (more columns, a clamp reached), never back, so the widths are
 * looked at every STRIDE pixels and a stretch with a change in it is halved down to the pixel where each piece
 * begins: about a hundred calls instead of one per pixel, which cost a phone tens of milliseconds per page.
 */
export function sizesFor(layout: Layout): string {
  const starts = [NARROWEST];
  // The pieces that begin in (from, to], `piece` being the one at `from`.
  const find = (from: number, to: number, piece: Linear): void => {
    const last = layout(to);
    if (last.perViewport === piece.perViewport && last.px === piece.px) return;
    if (to - from === 1) starts.push(to);
    else {
      const middle = (from + to) >> 1;
      find(from, middle, piece);
      find(middle, to, layout(middle));
    }
  };
  for (let from = NARROWEST; from < WIDEST; from += STRIDE) find(from, Math.min(from + STRIDE, WIDEST), layout(from));
  const pieces: { from: number; length: string }[] = [];
  for (const from of starts) {
    const length = cssLength(layout(from));
    if (pieces[pieces.length - 1]?.length !== length) pieces.push({ from, length });
  }
  return pieces
    .reverse()
    .map(({ from, length }) => (from === NARROWEST ? length : `(min-width: ${from}px) ${length}`))
    .join(", ");
}

/**
 * A `sizes` by a grid's count of cards, worked out once per count: each card of a list asks for its own, and a home
 * page's cards worked theirs out anew, 4 ms of each server render in PocketBase's JS engine (issue 31). A list holds at
 * most LIST_BATCH cards (shared/pages/lists.ts), so a count's entries stay few.
 */
const byCount = (sizes: (count: number) => string) => {
  const known = new Map<number, string>();
  return (count: number): string => {
    let found = known.get(count);
    if (found === undefined) {
      found = sizes(count);
      known.set(count, found);
    }
    return found;
  };
};

/** The `sizes` of every picture on the site, by where it is shown. Counts matter where a grid is auto-fit. */
export const IMAGE_SIZES = {
  /** A project's or an article's cover: the container's width. */
  cover: sizesFor(container),
  /** The home page's featured projects (.project-grid.featured). */
  featuredCard: byCount((count) => sizesFor(gridColumn(28, count))),
  /** /work's projects (.project-grid, auto-fill). */
  workCard: sizesFor(gridColumn(22)),
  /** News cards (.news-grid), on the home page and /news. */
  newsCard: byCount((count) => sizesFor(gridColumn(19, count))),
  /** Offices on /office (.office-grid). */
  officeCard: byCount((count) => sizesFor(gridColumn(20, count))),
  /** Offices on /contact: the aside, 2fr of 3fr + 2fr from 960 px (.contact-layout), under the form before. */
  contactOffice: sizesFor((viewport) => {
    const box = container(viewport);
    if (viewport < 960) return box;
    const gap = space2xl(viewport);
    return linear(((box.perViewport - gap.perViewport) * 2) / 5, ((box.px - gap.px) * 2) / 5);
  }),
  /** A project's gallery: the first picture spans the row, the rest share .gallery's columns. */
  galleryLead: sizesFor(container),
  galleryRest: sizesFor(gridColumn(24)),
};

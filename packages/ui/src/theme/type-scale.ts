/**
 * The sizes text comes in, the same in every theme. One scale rather than a size per
 * component: the site had twenty sizes between 12 and 48 px (seven between 12 and 15.2),
 * differences no reader sees, and each size of each weight is a font the browser sets up
 * before its first paint (about a millisecond each on a Linux machine, measured in ADR 062).
 * Headings that grow with the screen keep their `clamp()`.
 */
export const typeScale = {
  xs: '0.8rem',
  sm: '0.9rem',
  md: '1rem',
  lg: '1.15rem',
  xl: '1.35rem',
  xxl: '1.6rem',
  xxxl: '2rem',
  display: '2.4rem',
} as const;

export type TypeScaleStep = keyof typeof typeScale;

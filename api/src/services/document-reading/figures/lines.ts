import { normalizeText, unglue } from '../type-and-date/normalize';
import type { Line } from './types';

const EXCERPT = 200;

/** The non-empty lines of each page, numbered from 1. */
export function documentLines(pages: string[]): Line[] {
  return pages.flatMap((page, index) =>
    page
      .split('\n')
      .map((raw) => raw.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .map((raw) => ({ page: index + 1, raw, text: unglue(normalizeText(raw)) })),
  );
}

export const excerpt = (line: Line) => line.raw.slice(0, EXCERPT);

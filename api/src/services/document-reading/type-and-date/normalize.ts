/**
 * Text as the rules compare it: lower case, no accents, typographic apostrophes and
 * dashes made plain, one space between words. OCR output and PDF text then look alike.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/[ \t\u00a0\u202f]+/g, ' ')
    .replace(/ ?\n[\s\n]*/g, '\n')
    .trim();
}

/**
 * PDF text layers glue words that were only apart on the page (« établi le17 janvier »):
 * a letter followed by a digit (or the reverse) is taken as two words, and lines join.
 */
export function unglue(normalized: string): string {
  return normalized
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)(?!er\b|e\b)([a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ');
}

/**
 * Text as the classifier compares it: lower case, no accents, typographic apostrophes and
 * dashes made plain, one space between words. OCR output and PDF text then look alike.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What one reading of a user's file may cost (docs/security.md « Lecture des fichiers »).
 * Every figure is far above what a real syndic document needs and far below what stops or
 * slows the API; a file over one of them is kept but marked « lecture automatique
 * impossible » with the reason.
 */
export const READING_BUDGETS = {
  /** pages whose text is read: a règlement runs to a hundred, the figures are in the first */
  textPages: 30,
  /** pieces of text on one page: a dense ledger page has about 2 000, a content-stream bomb millions */
  textItemsPerPage: 20_000,
  /** the same over the document */
  textItems: 150_000,
  /** wall time of a PDF's text layer and the rules: 50 to 300 ms for a real document */
  textMs: 5_000,
  /** JavaScript heap of a text reader (the 24 MB text-operator bomb took 600 MB) */
  textHeapMb: 192,
  /** pages of a scanned PDF given to OCR */
  ocrPages: 6,
  /** long side in pixels of a PDF page rendered for OCR: 150 DPI for A4, whatever the page's size */
  ocrRenderLongSide: 1754,
  /** pixels of an image given to OCR, read from its header before anything decodes it */
  ocrImagePixels: 25_000_000,
  /**
   * wall time of one OCR pass on one page, the engine started: a scanned page takes 0.2 to
   * 3 s alone, three times that on a busy machine; a page of the tiniest print, 45 s
   */
  ocrPageMs: 15_000,
  /** wall time of a whole scan's reading, every page and pass included */
  ocrMs: 45_000,
  /** JavaScript heap of an OCR reader (tesseract's own memory is bounded by the pixels) */
  ocrHeapMb: 256,
  /** address space and CPU seconds of pdftoppm, enforced by the kernel (prlimit) */
  renderMemoryBytes: 1024 * 1024 * 1024,
  renderCpuSeconds: 20,
} as const;

/** An organisation's logo: downloaded once, checked and decoded once, when it is saved. */
export const LOGO_BUDGETS = {
  /** a logo larger than this would weigh on every document of the organisation */
  bytes: 512 * 1024,
  /** read from the header: a 470 KB PNG of 2 GB of pixels took 22 s to decode */
  pixels: 4_000_000,
  /** the whole download, not an idle timeout: a server dripping one byte every 2 s is cut off */
  downloadMs: 5_000,
  /** decoding and normalising it in the pool (the text lane: its heap limit applies) */
  decodeMs: 5_000,
  /** what the JPEG decoder may allocate: 4 million pixels in RGBA take 16 MB */
  jpegDecoderMb: 64,
} as const;

/** Uploads: one file per request, 20 MB at most (scanned PDFs of a règlement are large). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

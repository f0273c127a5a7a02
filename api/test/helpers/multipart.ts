/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(
  bytes: Buffer,
  { field = 'file', filename = 'document.pdf', contentType = 'application/pdf' } = {},
) {
  const boundary = `----ped${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

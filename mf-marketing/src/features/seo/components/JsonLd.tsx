/**
 * A schema.org block. '<' is escaped so that no text in the data can close the script
 * element early. Its URLs use the canonical origin in pre-rendered HTML and the page's own
 * in a browser without one configured (a local copy): that difference is expected.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

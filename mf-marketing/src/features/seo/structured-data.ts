/** schema.org objects for the JSON-LD blocks of the pages (https://schema.org). */

export function faqPageJsonLd(
  items: ReadonlyArray<{ question: string; answer: string }>,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

export function organizationJsonLd(origin: string, phone: string | null): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Pré-état daté en ligne',
    url: origin,
    ...(phone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            telephone: phone,
            contactType: 'customer service',
            areaServed: 'FR',
            availableLanguage: 'French',
            hoursAvailable: {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
              opens: '09:00',
              closes: '19:00',
            },
          },
        }
      : {}),
  };
}

export interface PricedProduct {
  name: string;
  description: string;
  url: string;
  /** price in cents, as charged to the visitor (TTC) */
  priceCents: number;
}

/** One Product per offer: search engines show the price of each. */
export function offersJsonLd(products: readonly PricedProduct[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': products.map((product) => ({
      '@type': 'Product',
      name: product.name,
      description: product.description,
      brand: { '@type': 'Brand', name: 'Pré-état daté en ligne' },
      offers: {
        '@type': 'Offer',
        url: product.url,
        price: (product.priceCents / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    })),
  };
}

import { render } from '@testing-library/react';
import { faqPageJsonLd } from '../structured-data';
import { JsonLd } from './JsonLd';

const dataOf = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);

describe('JSON-LD blocks', () => {
  it('publishes questions and answers as schema.org FAQPage data', () => {
    const items = [
      { question: 'Qu’est-ce que le pré-état daté ?', answer: 'Un document remis au notaire.' },
      { question: 'Qui le demande ?', answer: 'Le vendeur du lot.' },
    ];
    const { container } = render(<JsonLd data={faqPageJsonLd(items)} />);
    expect(dataOf(container)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: items.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    });
  });

  it('escapes "<" so that data can never close the script element', () => {
    const { container } = render(<JsonLd data={{ text: '</script><b>' }} />);
    const script = container.querySelector('script')!;
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.textContent!)).toEqual({ text: '</script><b>' });
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@ped/ui';
import { JsonLd } from '../../seo/components/JsonLd';
import { faqPageJsonLd } from '../../seo/structured-data';
import { FAQ_ITEMS } from '../faq-items';
import { FaqAccordion } from './FaqAccordion';

const renderFaq = () =>
  render(
    <ThemeProvider theme={lightTheme}>
      <FaqAccordion items={FAQ_ITEMS} />
      <JsonLd data={faqPageJsonLd(FAQ_ITEMS)} />
    </ThemeProvider>,
  );

describe('FAQ', () => {
  it('lists ten questions with only the first answer open', () => {
    renderFaq();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(10);
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'true',
      ...Array(9).fill('false'),
    ]);
    expect(screen.getByText(FAQ_ITEMS[0]!.answer)).toBeVisible();
    expect(screen.getByText(FAQ_ITEMS[1]!.answer)).not.toBeVisible();
  });

  it('toggles an answer with its question button, which names the region it controls', async () => {
    const user = userEvent.setup();
    renderFaq();
    const second = screen.getByRole('button', { name: FAQ_ITEMS[1]!.question });
    const region = document.getElementById(second.getAttribute('aria-controls')!);
    expect(region).toHaveAttribute('aria-labelledby', second.id);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: FAQ_ITEMS[1]!.question })).toHaveTextContent(
      FAQ_ITEMS[1]!.answer,
    );

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(region).not.toBeVisible();

    // keyboard: Enter on the focused question opens it too
    const third = screen.getByRole('button', { name: FAQ_ITEMS[2]!.question });
    third.focus();
    await user.keyboard('{Enter}');
    expect(third).toHaveAttribute('aria-expanded', 'true');
  });

  it('publishes the same questions and answers as schema.org FAQPage data', () => {
    const { container } = renderFaq();
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(10);
    data.mainEntity.forEach(
      (
        entity: {
          '@type': string;
          name: string;
          acceptedAnswer: { '@type': string; text: string };
        },
        index: number,
      ) => {
        expect(entity['@type']).toBe('Question');
        expect(entity.name).toBe(FAQ_ITEMS[index]!.question);
        expect(entity.acceptedAnswer['@type']).toBe('Answer');
        expect(entity.acceptedAnswer.text).toBe(FAQ_ITEMS[index]!.answer);
      },
    );
  });

  it('escapes "<" so that data can never close the script element', () => {
    const { container } = render(<JsonLd data={{ text: '</script><b>' }} />);
    const script = container.querySelector('script')!;
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.textContent!)).toEqual({ text: '</script><b>' });
  });
});

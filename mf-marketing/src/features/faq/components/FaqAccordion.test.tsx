import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '../../../testing/renderWithHost';
import { FAQ_ITEMS } from '../faq-items';
import { FaqAccordion } from './FaqAccordion';

const renderFaq = () => renderWithHost(<FaqAccordion items={FAQ_ITEMS} />);

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
});

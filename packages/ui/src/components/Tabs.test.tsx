import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithHost } from '../testing/renderWithHost';
import { Tabs } from './Tabs';

function AdminTabs({ onChange }: { onChange(index: number): void }) {
  const [value, setValue] = useState(0);
  return (
    <Tabs
      label="Administration"
      value={value}
      onChange={(index) => {
        setValue(index);
        onChange(index);
      }}
      tabs={['Commandes', 'Syndics', 'Copropriétés', 'Comptes'].map((label) => ({
        label,
        content: <p>Panneau {label}</p>,
      }))}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected panel and moves with arrows, Home and End', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithHost(<AdminTabs onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Commandes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panneau Commandes');
    await user.click(screen.getByRole('tab', { name: 'Syndics' }));
    expect(screen.getByRole('tabpanel', { name: 'Syndics' })).toHaveTextContent('Panneau Syndics');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Copropriétés' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panneau Comptes');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Commandes' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 3, 0]);
  });
});

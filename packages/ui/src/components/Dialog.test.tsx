import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithHost } from '../testing/renderWithHost';
import { Dialog } from './Dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog
        open={open}
        title="Détails"
        onClose={() => setOpen(false)}
        actions={<button type="button">OK</button>}
      >
        <p>Contenu</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that gives focus back to its opener when closed', async () => {
    const user = userEvent.setup();
    renderWithHost(<Opener />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Détails' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithHost(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '../testing/renderWithHost';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('is a named modal panel closed by its button, Escape or the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithHost(
      <Drawer open onClose={onClose} title="Menu">
        <a href="/pre-etat-date">Pré-état daté</a>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    renderWithHost(
      <Drawer open={false} onClose={() => undefined} title="Menu">
        x
      </Drawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

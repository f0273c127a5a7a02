import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply } from '@ped/host/testing';
import { actionRecorder, renderWithHost, sessionFor } from '../../../testing/renderWithHost';
import { Header } from './Header';

const header = (
  <Header phone="01 84 80 12 34" communityUrl="https://communaute.exemple.fr" themeToggle={null} />
);

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('Header', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('shows the links, the free phone line and the Mon Compte Pro. button to visitors', () => {
    renderWithHost(header);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Pré-état daté' })).toHaveAttribute(
      'href',
      '/pre-etat-date',
    );
    expect(within(nav).getByRole('link', { name: 'Solutions Pro.' })).toHaveAttribute(
      'href',
      '/professionnels-de-l-immobilier',
    );
    expect(within(nav).getByRole('link', { name: 'Communauté' })).toHaveAttribute(
      'href',
      'https://communaute.exemple.fr',
    );
    expect(
      screen.getByRole('link', { name: /01 84 80 12 34\s*Appel gratuit · lun\.–ven\. 9 h à 19 h/ }),
    ).toHaveAttribute('href', 'tel:0184801234');
    expect(screen.getByRole('link', { name: 'Mon Compte Pro.' })).toHaveAttribute(
      'href',
      '/mon-compte-professionnel/connexion',
    );
  });

  it('hides after 100 px of downward scroll and comes back on upward scroll', () => {
    renderWithHost(header);
    const bar = screen.getByTestId('shell-header');
    scrollTo(80);
    expect(bar).toHaveAttribute('data-hidden', 'false');
    scrollTo(160);
    expect(bar).toHaveAttribute('data-hidden', 'true');
    scrollTo(400);
    expect(bar).toHaveAttribute('data-hidden', 'true');
    scrollTo(350);
    expect(bar).toHaveAttribute('data-hidden', 'false');
  });

  it('hides at once on a page already scrolled down when it starts, and comes back on upward scroll', async () => {
    // a scroll position the browser restored, or a scroll made while the page was hydrating
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    renderWithHost(header);
    const bar = screen.getByTestId('shell-header');
    await waitFor(() => expect(bar).toHaveAttribute('data-hidden', 'true'));
    scrollTo(450);
    expect(bar).toHaveAttribute('data-hidden', 'false');
  });

  it('gives a signed-in account its menu: Espace Pro., upgrade, expert order on a paid plan, ALUR pack, logout', async () => {
    fakeApi().on('GET', '/account/v2', { linked_accounts: [] });
    const user = userEvent.setup();
    const { account } = renderWithHost(header, {
      session: sessionFor({
        organisation: { id: 'o', name: 'Agence', subscription_plan: 'experts' },
      }),
    });
    expect(screen.queryByRole('link', { name: 'Mon Compte Pro.' })).toBeNull();
    // the account menu is loaded on demand (docs/decisions/009)
    const trigger = await screen.findByRole('button', { name: /agence@exemple\.fr/ });
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Mon compte' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Espace Pro.',
      'Changer de formule',
      'Nouveau pré-état daté',
      'Demander un pack ALUR',
      'Se déconnecter',
    ]);
    expect(items[0]).toHaveFocus();
    // « Changer de formule » opens the plans, not Facturation (issue 17, item 5)
    expect(items[1]).toHaveAttribute('href', '/mon-compte-professionnel/plans');
    expect(items[2]).toHaveAttribute('href', '/en-ligne/commander/pre-etat-date/solution-expert');
    expect(items[3]).toHaveAttribute('href', '/en-ligne/commander/pre-etat-date/solution-alur');
    await user.keyboard('{ArrowUp}');
    expect(items[4]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));
    // the logout saga is not running here: the action reached the store untouched
    expect(account().isAuthenticated).toBe(true);
  });

  it('offers the confort order to a free plan', async () => {
    fakeApi().on('GET', '/account/v2', { linked_accounts: [] });
    renderWithHost(header, { session: sessionFor() });
    await userEvent.click(await screen.findByRole('button', { name: /agence@exemple\.fr/ }));
    expect(screen.getByRole('menuitem', { name: 'Nouveau pré-état daté' })).toHaveAttribute(
      'href',
      '/en-ligne/commander/pre-etat-date/solution-confort',
    );
  });

  it('opens the left drawer with the links from the menu button', async () => {
    const user = userEvent.setup();
    renderWithHost(header);
    // shown only under the md breakpoint, a media query jsdom does not evaluate
    const burger = screen.getByTestId('menu-button');
    expect(burger).toHaveAttribute('aria-label', 'Ouvrir le menu');
    await user.click(burger);
    // the drawer's code is loaded when it first opens
    const drawer = await screen.findByRole('dialog', { name: 'Menu principal' });
    expect(within(drawer).getByRole('link', { name: 'Solutions Pro.' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Mon Compte Pro.' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Solutions Pro.' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the linked accounts of GET /account/v2 in the menu and switches to the one chosen', async () => {
    const user = userEvent.setup();
    const server = fakeApi();
    server.on('GET', '/account/v2', {
      linked_accounts: [{ email: 'syndic@agence.fr', organisation_name: 'Syndic Démo' }],
    });
    const recorder = actionRecorder();
    renderWithHost(header, { session: sessionFor(), sagas: [recorder.saga] });
    await user.click(await screen.findByRole('button', { name: /agence@exemple\.fr/ }));
    const item = await screen.findByRole('menuitem', { name: /Passer sur Syndic Démo/ });
    expect(item).toHaveTextContent('syndic@agence.fr');
    await user.click(item);
    expect(recorder.actions).toContainEqual({
      type: 'account/switch',
      payload: { email: 'syndic@agence.fr' },
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('offers no switch when the account has no linked account or the list cannot be read', async () => {
    const server = fakeApi();
    server.on('GET', '/account/v2', reply(401, 'Session expirée'));
    renderWithHost(header, { session: sessionFor() });
    await userEvent.click(await screen.findByRole('button', { name: /agence@exemple\.fr/ }));
    await waitFor(() => expect(server.calls('GET', '/account/v2')).not.toEqual([]));
    expect(screen.queryByRole('menuitem', { name: /Passer sur/ })).toBeNull();
  });
});

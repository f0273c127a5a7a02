import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotarySpace } from '@ped/client';
import { fakeApi, reply } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { AnswerForm } from './AnswerForm';

type Answer = NotarySpace['answers'][number];

const spaceWith = (answers: Answer[]) =>
  ({
    document: { version: 2, delivered: '2026-11-25T10:00:00Z' },
    answers,
  }) as unknown as NotarySpace;

const conform: Answer = { kind: 'conform', at: '2026-11-26T09:00:00Z', version: 2, reason: '' };

/** The API as the page meets it: POST …/answer answers the space with the answer recorded. */
function answeringApi() {
  const api = fakeApi().on(
    'POST',
    '/espace-notaire/:token/answer',
    reply(
      200,
      'Merci : le vendeur est informé que le document est conforme.',
      spaceWith([conform]),
    ),
  );
  return () => api.calls('POST', '/espace-notaire/jeton/answer').map((r) => r.body);
}

describe('AnswerForm', () => {
  it('asks before declaring the version conforme, then offers only a correction', async () => {
    const sent = answeringApi();
    const onAnswered = jest.fn();
    const first = renderWithHost(
      <AnswerForm token="jeton" space={spaceWith([])} onAnswered={onAnswered} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Document conforme' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Déclarer la version 2 conforme ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(sent()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Document conforme' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Déclarer conforme' }),
    );
    expect(await screen.findByText(/le document est conforme/)).toBeInTheDocument();
    expect(sent()).toEqual([{ kind: 'conform' }]);
    expect(onAnswered).toHaveBeenCalledWith(spaceWith([conform]));

    // the page shows the space it was answered
    first.unmount();
    renderWithHost(
      <AnswerForm token="jeton" space={spaceWith([conform])} onAnswered={onAnswered} />,
    );
    expect(screen.queryByRole('button', { name: 'Document conforme' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Demander une correction' })).toBeInTheDocument();
  });

  it('offers nothing more once a correction of the version in force is asked', () => {
    fakeApi();
    const correction: Answer = { ...conform, kind: 'correction', reason: 'Le fonds de travaux' };
    renderWithHost(
      <AnswerForm token="jeton" space={spaceWith([correction])} onAnswered={jest.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Document conforme' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Demander une correction' })).toBeNull();
  });

  it('offers both again for a new version, whatever was answered on the one before', () => {
    fakeApi();
    renderWithHost(
      <AnswerForm
        token="jeton"
        space={spaceWith([{ ...conform, kind: 'correction', version: 1 }])}
        onAnswered={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Document conforme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demander une correction' })).toBeInTheDocument();
  });
});

import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { usePageData } from '@ped/host';
import { Alert, LoadingScreen, Stack } from '@ped/ui';
import { SHARE_ROLE_LABELS, formatDateInFull } from '@ped/domain';
import { fetchNotarySpace, type NotarySpace } from '../api/notary-space-api';
import { AnswerForm } from './AnswerForm';
import { NextAgNotice, SaleSummary, VersionsAndAnnexes } from './SpaceDetails';
import { SettlementPanel } from './SettlementPanel';
import { SpaceDocument } from './SpaceDocument';
import { Page } from '../../../shared/Page';

/**
 * /espace-notaire/:token: the secure space of a shared order, without an account. The shell's
 * server usually draws it with the space the API gave (ADR 081); otherwise it opens it here.
 */
export function NotarySpacePage() {
  const { token = '' } = useParams();
  const drawn = usePageData<NotarySpace>(useLocation().pathname);
  const [space, setSpace] = useState<NotarySpace | null>(drawn ?? null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (drawn) return;
    let live = true;
    fetchNotarySpace(token)
      .then((loaded) => live && setSpace(loaded))
      .catch((failure: unknown) => {
        if (live) setError(failure instanceof Error ? failure.message : 'Espace indisponible');
      });
    return () => {
      live = false;
    };
  }, [token, drawn]);

  return (
    <Page>
      <Stack $gap={20}>
        <h1>Espace sécurisé du pré-état daté</h1>
        {error ? (
          <Alert variant="error" title="Cet espace n’est pas accessible">
            {error}
          </Alert>
        ) : !space ? (
          <LoadingScreen label="Ouverture de l’espace…" />
        ) : (
          <>
            <p>
              Espace de {space.recipient.name || space.recipient.email} (
              {SHARE_ROLE_LABELS[space.recipient.role].toLowerCase()}), accessible jusqu’au{' '}
              {formatDateInFull(new Date(new Date(space.expires).getTime() - 1))} inclus.
            </p>
            <SaleSummary space={space} />
            <SpaceDocument token={token} space={space} />
            <SettlementPanel token={token} space={space} onRecorded={setSpace} />
            <AnswerForm token={token} space={space} onAnswered={setSpace} />
            <NextAgNotice nextAg={space.next_ag} />
            <VersionsAndAnnexes token={token} space={space} />
          </>
        )}
      </Stack>
    </Page>
  );
}

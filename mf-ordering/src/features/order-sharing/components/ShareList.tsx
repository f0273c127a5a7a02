import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, ConfirmDialog, Stack } from '@ped/ui';
import {
  NOTARY_ANSWER_LABELS,
  SHARE_ROLE_LABELS,
  SHARE_STATUS_LABELS,
  formatDateInFull,
  formatDateTimeInFull,
  openingLabel,
  openingsByVersion,
} from '@ped/domain';
import type { OrderShareView } from '../api/sharing-api';

const Item = styled.li`
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

const Muted = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const tone = { active: 'success', expired: 'warning', revoked: 'error' } as const;

/** Each link: for whom, until when, what they opened and answered; revoke a live one. */
export function ShareList({
  shares,
  busy,
  onRevoke,
}: {
  shares: OrderShareView[];
  busy: boolean;
  onRevoke(share: OrderShareView): void;
}) {
  const [revoking, setRevoking] = useState<OrderShareView | null>(null);
  if (!shares.length) return <p>Aucun lien partagé pour l’instant.</p>;
  return (
    <>
      <ul aria-label="Liens partagés" style={{ padding: 0, margin: 0 }}>
        {shares.map((share) => (
          <Item key={share.id}>
            <Stack $direction="row" $gap={8} $wrap $align="center">
              <strong>{share.name || share.email}</strong>
              <span>
                {SHARE_ROLE_LABELS[share.role]} — {share.email}
              </span>
              <Badge $tone={tone[share.status]}>{SHARE_STATUS_LABELS[share.status]}</Badge>
              {share.status === 'active' ? (
                <Button
                  type="button"
                  $variant="ghost"
                  disabled={busy}
                  onClick={() => setRevoking(share)}
                  aria-label={`Révoquer le lien de ${share.name || share.email}`}
                >
                  Révoquer
                </Button>
              ) : null}
            </Stack>
            {share.status === 'active' ? (
              <Muted>
                Valable jusqu’au {formatDateInFull(new Date(new Date(share.expires).getTime() - 1))}{' '}
                inclus
              </Muted>
            ) : null}
            {share.openings.length ? (
              <ul>
                {openingsByVersion(share.openings).map((openings) => (
                  <li key={String(openings.version)}>{openingLabel(share.role, openings)}</li>
                ))}
              </ul>
            ) : (
              <Muted>Pas encore consulté</Muted>
            )}
            {share.answers.map((answer) => (
              <Muted key={answer.at}>
                {NOTARY_ANSWER_LABELS[answer.kind]} le {formatDateTimeInFull(answer.at)}
                {answer.reason ? ` : « ${answer.reason} »` : ''}
              </Muted>
            ))}
          </Item>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title="Révoquer ce lien ?"
        message={`${revoking?.name || revoking?.email || ''} ne pourra plus ouvrir l’espace sécurisé.`}
        confirmLabel="Révoquer"
        danger
        busy={busy}
        onConfirm={() => {
          if (revoking) onRevoke(revoking);
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}

import styled from 'styled-components';
import { Button, typeScale } from '@ped/ui';
import { useDraft } from '../hooks/useDraft';
import { draftActions } from '../store/draft-actions';

const Line = styled.p<{ $failed: boolean }>`
  margin: 0;
  font-size: ${typeScale.sm};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.textMuted)};
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
`;

/** Tells the customer their draft is kept, and offers a retry when a save failed. */
export function SaveStatusLine() {
  const { draft, dispatch } = useDraft();
  const number = draft.orderid ? `Commande n° ${draft.orderid}` : null;
  const text: Record<typeof draft.status, string | null> = {
    idle: number,
    pending: number ? `${number} — modifications en attente d’enregistrement` : null,
    saving: 'Enregistrement…',
    saved: number ? `${number} — brouillon enregistré` : null,
    failed: `Enregistrement impossible : ${draft.error ?? 'erreur inconnue'}. Vos saisies sont conservées sur cet appareil.`,
  };
  const shown = text[draft.status];
  if (!shown) return null;
  return (
    <Line role="status" $failed={draft.status === 'failed'}>
      {shown}
      {draft.status === 'failed' ? (
        <Button type="button" $variant="secondary" onClick={() => dispatch(draftActions.save())}>
          Réessayer
        </Button>
      ) : null}
    </Line>
  );
}

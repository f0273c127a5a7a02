import { useState } from 'react';
import {
  DEFAULT_REVIEW_REQUEST,
  DEFAULT_SEND_MAIL_ON_FINISH,
  REVIEW_REQUEST_CHOICES,
  type ReviewRequestChoice,
} from '@ped/domain';
import { Alert, Button, Checkbox, Dialog, RadioGroup, Stack } from '@ped/ui';

export interface FinishChoices {
  send_mail: boolean;
  send_review: ReviewRequestChoice;
}

interface FinishDialogProps {
  open: boolean;
  orderid: string;
  busy: boolean;
  /** why the order cannot be finished yet, said in the dialog rather than in a tooltip */
  blocker?: string | null;
  onConfirm(choices: FinishChoices): void;
  onCancel(): void;
}

/** 'Terminer': sends the pré-état daté; review request 'Demain soir' and e-mail checked by default (docs/product.md §9.3). */
export function FinishDialog({
  open,
  orderid,
  busy,
  blocker = null,
  onConfirm,
  onCancel,
}: FinishDialogProps) {
  const [sendReview, setSendReview] = useState<ReviewRequestChoice>(DEFAULT_REVIEW_REQUEST);
  const [sendMail, setSendMail] = useState(DEFAULT_SEND_MAIL_ON_FINISH);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={`Terminer la commande ${orderid}`}
      onClose={onCancel}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onCancel} data-autofocus>
            Annuler
          </Button>
          <Button
            type="button"
            disabled={busy || blocker !== null}
            aria-busy={busy}
            onClick={() => onConfirm({ send_mail: sendMail, send_review: sendReview })}
          >
            Terminer
          </Button>
        </>
      }
    >
      <Stack $gap={12}>
        {blocker ? (
          <Alert variant="warning" title="La commande ne peut pas encore être terminée">
            {blocker}
          </Alert>
        ) : null}
        <p>Le pré-état daté est généré, enregistré sur la commande et envoyé au client.</p>
        <RadioGroup<ReviewRequestChoice>
          legend="Demande d’avis"
          name={`review-${orderid}`}
          inline
          options={REVIEW_REQUEST_CHOICES}
          value={sendReview}
          onChange={setSendReview}
        />
        <Checkbox
          label="Envoyer le pré-état daté par e-mail"
          checked={sendMail}
          onChange={(event) => setSendMail(event.target.checked)}
        />
      </Stack>
    </Dialog>
  );
}

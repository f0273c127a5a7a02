import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** what will happen, in a sentence */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** red confirm button for destructive actions (deleting a syndic, a document...) */
  danger?: boolean;
  busy?: boolean;
  /** a choice that goes with the confirmation (send the customer an e-mail...) */
  children?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

/** docs/product.md §2.9: the confirmation dialog, 'Confirmer' / 'Annuler' by default. Cancel has focus first. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirmer',
  cancelLabel = 'Annuler',
  danger = false,
  busy = false,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      width={460}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button
            type="button"
            $variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
      {children}
    </Dialog>
  );
}

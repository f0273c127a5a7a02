import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Stack } from '@ped/ui';
import { confirmOrderAttach } from '../api/order-status-api';

/**
 * The link of « Commande passée avec votre adresse e-mail » (?rattacher=token): the account
 * holder confirms the order is theirs and it joins their account; ignoring it keeps the
 * order out of their account (issue 16, finding 5).
 */
export function AttachConfirmation({ orderid }: { orderid: string }) {
  const [params, setParams] = useSearchParams();
  const token = params.get('rattacher');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (!token && state !== 'done') return null;

  const confirm = async () => {
    setState('busy');
    setError(null);
    try {
      await confirmOrderAttach(token!);
      setState('done');
      // the token is spent: a reload must not offer it again
      setParams(
        (current) => {
          current.delete('rattacher');
          return current;
        },
        { replace: true },
      );
    } catch (failure) {
      setState('idle');
      setError(failure instanceof Error ? failure.message : 'Rattachement impossible');
    }
  };

  if (state === 'done')
    return (
      <Alert variant="success" title="Commande rattachée à votre compte">
        La commande {orderid} apparaît désormais dans votre compte.
      </Alert>
    );
  return (
    <Card title="Rattacher cette commande à votre compte ?">
      <Stack $gap={12}>
        <p>
          Cette commande a été passée sans connexion avec l’adresse e-mail de votre compte. Si c’est
          vous, rattachez-la : elle apparaîtra dans votre compte. Sinon, ne faites rien.
        </p>
        <div>
          <Button type="button" disabled={state === 'busy'} onClick={() => void confirm()}>
            Rattacher la commande à mon compte
          </Button>
        </div>
        {error ? <Alert variant="error">{error}</Alert> : null}
      </Stack>
    </Card>
  );
}

import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Stack, TextField } from '@ped/ui';
import { emailProblem } from '../../../shared/field-checks';
import { FormFieldset } from '../../../shared/FormFieldset';
import { selectUsers, usersActions } from '../store/users-store';

/** The owner invites a collaborateur by e-mail; the address stays typed if the API refuses. */
export function InviteForm() {
  const dispatch = useDispatch();
  const { pending, outcome } = useSelector(selectUsers);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const [seenOutcome, setSeenOutcome] = useState(outcome);
  // a sent invitation empties the field; a refused one leaves the address to correct
  if (outcome !== seenOutcome) {
    setSeenOutcome(outcome);
    if (outcome?.change === 'invite' && outcome.variant === 'success') setEmail('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem);
    if (!problem) dispatch(usersActions.invite(email.trim()));
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Inviter un collaborateur">
      <FormFieldset disabled={pending !== null}>
        <Stack $direction="row" $gap={12} $align="end" $wrap>
          <TextField
            label="Adresse e-mail du collaborateur"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError ?? undefined}
            required
          />
          <Button type="submit">{pending === 'invite' ? 'Envoi…' : 'Inviter'}</Button>
        </Stack>
      </FormFieldset>
    </form>
  );
}

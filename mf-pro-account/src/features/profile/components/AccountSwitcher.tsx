import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { linkAccount, unlinkAccount, type AccountPayload } from '@ped/client';
import { shellActions } from '@ped/contracts';
import type { Session } from '@ped/domain';
import { Alert, Button, Card, FormError, Stack, TextField } from '@ped/ui';
import { emailProblem, hasErrors, type FieldErrors } from '../../../shared/field-checks';
import { FormFieldset } from '../../../shared/FormFieldset';
import { useSubmit } from '../../../shared/useSubmit';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  span {
    overflow-wrap: anywhere;
  }
`;

type Field = 'email' | 'password';

/**
 * Mon Compte: the other accounts (and their organisations) this person may switch to, the way
 * back for an administrator logged in as this account, linking one more account and ending a
 * link (one a leaked API key may have made before ADR 065 looks like any other).
 */
export function AccountSwitcher({
  account,
  session,
  onChanged,
}: {
  account: AccountPayload;
  session: Session;
  onChanged(account: AccountPayload): void;
}) {
  const dispatch = useDispatch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [linked, setLinked] = useState<string | null>(null);
  const { run, pending, error } = useSubmit();
  const unlinking = useSubmit();
  const switchTo = (target: string) => dispatch(shellActions.switchAccount(target));

  async function link(event: FormEvent) {
    event.preventDefault();
    setLinked(null);
    const found: FieldErrors<Field> = {};
    const emailError = emailProblem(email);
    if (emailError) found.email = emailError;
    if (!password) found.password = 'Saisissez le mot de passe de ce compte';
    setErrors(found);
    if (hasErrors(found)) return;
    const updated = await run(() => linkAccount({ email: email.trim(), password }));
    if (!updated) return;
    onChanged(updated);
    setLinked(`Compte ${email.trim()} associé : vous pouvez passer de l’un à l’autre.`);
    setEmail('');
    setPassword('');
  }

  async function unlink(other: string) {
    setLinked(null);
    const updated = await unlinking.run(() => unlinkAccount(other));
    if (!updated) return;
    onChanged(updated);
    setLinked(`Compte ${other} dissocié : ni lui ni vous ne pouvez plus passer sur l’autre.`);
  }

  return (
    <Card title="Mes comptes">
      <Stack $gap={16}>
        {session.impersonated_by ? (
          <Alert variant="warning" title={`Vous êtes connecté en tant que ${session.account}`}>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => switchTo(session.impersonated_by!)}
            >
              Revenir à mon compte ({session.impersonated_by})
            </Button>
          </Alert>
        ) : null}
        {account.linked_accounts.length === 0 ? (
          <p>
            Vous travaillez pour plusieurs organisations ? Associez vos autres comptes pour passer
            de l’un à l’autre sans vous reconnecter.
          </p>
        ) : (
          <>
            <p>
              Un compte que vous ne reconnaissez pas ? Dissociez-le : il ne pourra plus passer sur
              le vôtre.
            </p>
            <List aria-label="Comptes associés">
              {account.linked_accounts.map((other) => (
                <Item key={other.email}>
                  <span>
                    <strong>{other.email}</strong>
                    {other.organisation_name ? ` — ${other.organisation_name}` : ''}
                  </span>
                  <Stack $direction="row" $gap={8} $wrap>
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() => switchTo(other.email)}
                      aria-label={`Utiliser le compte ${other.email}`}
                    >
                      Utiliser ce compte
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={unlinking.pending}
                      onClick={() => unlink(other.email)}
                      aria-label={`Dissocier le compte ${other.email}`}
                    >
                      Dissocier
                    </Button>
                  </Stack>
                </Item>
              ))}
            </List>
            <FormError>{unlinking.error}</FormError>
          </>
        )}
        <form onSubmit={link} noValidate aria-label="Associer un autre compte">
          <FormFieldset disabled={pending}>
            <Stack $direction="row" $gap={12} $wrap $align="start">
              <TextField
                label="Adresse e-mail de l’autre compte"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={errors.email}
                required
              />
              <TextField
                label="Son mot de passe"
                type="password"
                autoComplete="off"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={errors.password}
                required
              />
            </Stack>
            <FormError>{error}</FormError>
            {linked ? <Alert variant="success">{linked}</Alert> : null}
            <div>
              <Button type="submit" $variant="secondary">
                {pending ? 'Association…' : 'Associer ce compte'}
              </Button>
            </div>
          </FormFieldset>
        </form>
      </Stack>
    </Card>
  );
}

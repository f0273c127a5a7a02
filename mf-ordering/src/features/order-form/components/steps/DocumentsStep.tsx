import { Alert, RadioGroup, Stack, TextField } from '@ped/ui';
import {
  ORDER_METHODS,
  SALE_DETAIL_TEXT_FIELDS,
  amountsRequired,
  type OrderMethod,
} from '@ped/domain';
import { useDraft } from '../../hooks/useDraft';
import { FieldGrid, StepIntro } from '../FieldGrid';
import { DocumentUploads } from '../DocumentUploads';
import { DocumentsByEmail } from '../DocumentsByEmail';

export function DocumentsStep() {
  const { draft, form, patch, errorOf } = useDraft();
  const syndic = (change: Partial<typeof form.syndic>) =>
    patch({ syndic: { ...form.syndic, ...change } });
  const selfFilled = amountsRequired(form.offer);

  return (
    <Stack $gap={20}>
      <StepIntro>
        Il nous faut : les deux derniers appels de fonds, votre relevé de compte copropriétaire, le
        dernier procès-verbal d’assemblée générale approuvant les comptes avec ses annexes, et le
        détail du fonds de travaux.
      </StepIntro>
      <TextField
        label="Nom du syndic"
        required
        value={form.syndic.name}
        onChange={(e) => syndic({ name: e.target.value })}
        error={errorOf('syndic.name')}
      />
      <FieldGrid>
        {SALE_DETAIL_TEXT_FIELDS.map(({ key, label, help }) => (
          <TextField
            key={key}
            label={`${label} (facultatif)`}
            hint={help}
            value={form[key]}
            maxLength={200}
            onChange={(e) => patch({ [key]: e.target.value })}
            error={errorOf(key)}
          />
        ))}
      </FieldGrid>
      {selfFilled ? (
        <Alert variant="info">
          Avec l’offre Libre, vous saisissez vous-même les montants à l’étape suivante : aucun
          document à nous transmettre.
        </Alert>
      ) : (
        <>
          <RadioGroup<OrderMethod>
            legend="Comment nous transmettre les documents ?"
            name="method"
            required
            value={form.method}
            options={ORDER_METHODS.map(({ value, label }) => ({ value, label }))}
            onChange={(method) => patch({ method })}
            hint={ORDER_METHODS.find((m) => m.value === form.method)?.help}
            error={errorOf('method')}
          />
          {form.method === 'extranet' ? (
            <Stack $gap={16}>
              <TextField
                label="Adresse du site (extranet) du syndic"
                required
                type="url"
                inputMode="url"
                placeholder="https://"
                value={form.syndic.url}
                onChange={(e) => syndic({ url: e.target.value })}
                error={errorOf('syndic.url')}
              />
              <FieldGrid>
                <TextField
                  label="Identifiant"
                  required
                  autoComplete="off"
                  value={form.syndic.username}
                  onChange={(e) => syndic({ username: e.target.value })}
                  error={errorOf('syndic.username')}
                />
                <TextField
                  label="Mot de passe"
                  required={!draft.hasSyndicPassword}
                  type="password"
                  autoComplete="new-password"
                  value={form.syndic.password}
                  onChange={(e) => syndic({ password: e.target.value })}
                  hint={
                    draft.hasSyndicPassword
                      ? 'Un mot de passe est déjà enregistré, chiffré : laissez vide pour le garder.'
                      : 'Il est chiffré dès sa réception et ne sert qu’à récupérer vos documents.'
                  }
                  error={errorOf('syndic.password')}
                />
              </FieldGrid>
            </Stack>
          ) : null}
          {form.method === 'upload' ? <DocumentUploads /> : null}
          {form.method === 'email' ? <DocumentsByEmail /> : null}
        </>
      )}
    </Stack>
  );
}

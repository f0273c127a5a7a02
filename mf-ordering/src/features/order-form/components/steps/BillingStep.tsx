import { Checkbox, Stack, TextArea, TextField } from '@ped/ui';
import { useDefaultBillingAddress } from '../../hooks/useDefaultBillingAddress';
import { useDraft } from '../../hooks/useDraft';
import { FieldGrid } from '../FieldGrid';

export function BillingStep() {
  const { form, patch, errorOf } = useDraft();
  useDefaultBillingAddress();
  const invoice = (change: Partial<typeof form.invoice>) =>
    patch({ invoice: { ...form.invoice, ...change } });

  return (
    <Stack $gap={20}>
      <Checkbox
        label="Je souhaite une facture à mon nom"
        checked={form.invoiced}
        onChange={(e) => patch({ invoiced: e.target.checked })}
      />
      {form.invoiced ? (
        <Stack $gap={16}>
          <FieldGrid>
            <TextField
              label="Prénom"
              autoComplete="given-name"
              value={form.invoice.firstname}
              onChange={(e) => invoice({ firstname: e.target.value })}
            />
            <TextField
              label="Nom ou raison sociale"
              required
              autoComplete="family-name"
              value={form.invoice.lastname}
              onChange={(e) => invoice({ lastname: e.target.value })}
              error={errorOf('invoice.lastname')}
            />
          </FieldGrid>
          <TextField
            label="Adresse de facturation"
            required
            autoComplete="street-address"
            value={form.invoice.address}
            onChange={(e) => invoice({ address: e.target.value })}
            error={errorOf('invoice.address')}
          />
          <TextField
            label="Complément d’adresse"
            value={form.invoice.additional}
            onChange={(e) => invoice({ additional: e.target.value })}
          />
          <FieldGrid>
            <TextField
              label="Code postal"
              required
              inputMode="numeric"
              autoComplete="postal-code"
              value={form.invoice.zipcode}
              onChange={(e) => invoice({ zipcode: e.target.value })}
              error={errorOf('invoice.zipcode')}
            />
            <TextField
              label="Ville"
              required
              value={form.invoice.city}
              onChange={(e) => invoice({ city: e.target.value })}
              error={errorOf('invoice.city')}
            />
          </FieldGrid>
        </Stack>
      ) : null}
      <TextArea
        label="Commentaire"
        hint="Une précision pour nos équipes ? (facultatif)"
        value={form.comment}
        onChange={(e) => patch({ comment: e.target.value })}
      />
    </Stack>
  );
}

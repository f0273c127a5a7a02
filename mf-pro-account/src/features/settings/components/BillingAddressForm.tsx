import { useEffect, useState, type FormEvent } from 'react';
import {
  fetchSettings,
  saveSettings,
  type BillingAddress,
  type DocumentCustomizations,
} from '@ped/client';
import { Alert, Button, Card, Stack, TextArea, TextField } from '@ped/ui';
import { errorMessage } from '../../../shared/list-state';

const EMPTY: BillingAddress = {
  name: '',
  address: '',
  additional: '',
  zipcode: '',
  city: '',
  country: 'France',
};

/** Paramètres: the default billing address (prefills orders and invoices) and, when the plan allows, document customizations. */
export function BillingAddressForm({ canEdit }: { canEdit: boolean }) {
  const [address, setAddress] = useState<BillingAddress>(EMPTY);
  const [custom, setCustom] = useState<DocumentCustomizations | null>(null);
  const [status, setStatus] = useState<{ variant: 'success' | 'error'; message: string } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchSettings()
      .then((settings) => {
        setAddress(settings.billing_address);
        setCustom(settings.customizations);
      })
      .catch((error) => setStatus({ variant: 'error', message: errorMessage(error) }));
  }, []);

  const field = (key: keyof BillingAddress) => ({
    value: address[key],
    onChange: (event: { target: { value: string } }) =>
      setAddress({ ...address, [key]: event.target.value }),
    disabled: !canEdit,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    try {
      const { settings, message } = await saveSettings({
        billing_address: address,
        ...(custom ? { customizations: custom } : {}),
      });
      setAddress(settings.billing_address);
      setCustom(settings.customizations);
      setStatus({ variant: 'success', message });
    } catch (error) {
      // what was typed stays in the form
      setStatus({ variant: 'error', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Adresse de facturation par défaut">
      <form onSubmit={submit} aria-label="Adresse de facturation par défaut" noValidate>
        <Stack $gap={12}>
          <p>Elle préremplit vos commandes et figure sur vos factures.</p>
          {!canEdit ? (
            <Alert variant="info">
              Seul l’administrateur du compte peut modifier ces paramètres.
            </Alert>
          ) : null}
          <TextField label="Raison sociale" autoComplete="organization" {...field('name')} />
          <TextField label="Adresse" autoComplete="address-line1" {...field('address')} />
          <TextField
            label="Complément d’adresse"
            autoComplete="address-line2"
            {...field('additional')}
          />
          <Stack $direction="row" $gap={12} $wrap>
            <TextField
              label="Code postal"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              {...field('zipcode')}
            />
            <TextField label="Ville" autoComplete="address-level2" {...field('city')} />
            <TextField label="Pays" autoComplete="country-name" {...field('country')} />
          </Stack>
          {custom ? (
            <fieldset>
              <legend>Personnalisation de vos documents</legend>
              <Stack $gap={12}>
                <p>
                  Vos pré-états datés portent votre logo en tête de la première page et votre texte
                  au pied de chaque page, au-dessus de nos mentions légales.
                </p>
                <TextField
                  label="Adresse du logo (https://…)"
                  hint="Une image PNG ou JPEG de 512 Ko au plus, sur un site public : nous la téléchargeons à l’enregistrement."
                  type="url"
                  value={custom.logo_url}
                  disabled={!canEdit}
                  onChange={(event) => setCustom({ ...custom, logo_url: event.target.value })}
                />
                <TextArea
                  label="Texte de pied de page"
                  hint="300 caractères au plus : raison sociale, carte professionnelle, garantie financière…"
                  value={custom.document_footer}
                  disabled={!canEdit}
                  onChange={(event) =>
                    setCustom({ ...custom, document_footer: event.target.value })
                  }
                />
              </Stack>
            </fieldset>
          ) : null}
          {status ? <Alert variant={status.variant}>{status.message}</Alert> : null}
          {canEdit ? (
            <div>
              <Button type="submit" disabled={saving}>
                {saving ? 'Enregistrement…' : 'Enregistrer'}
              </Button>
            </div>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

import { Button, Checkbox, FieldError, Select, Stack, TextField } from '@ped/ui';
import { LOT_KINDS, REGULATION_REFERENCE_FIELD, emptyLot, type LotKind } from '@ped/domain';
import { useDraft } from '../../hooks/useDraft';
import { useListEditor } from '../../hooks/useListEditor';
import { FieldGrid, ItemCard, StepIntro } from '../FieldGrid';

/** '' stays "not known yet"; anything else is kept as typed and checked by the domain. */
const tantiemesOf = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.replace(/\s/g, ''));

export function PropertyStep() {
  const { form, patch, errorOf } = useDraft();
  const lots = useListEditor('lots', () =>
    emptyLot(form.lots.length === 0 ? 'appartement' : 'cave'),
  );

  return (
    <Stack $gap={20}>
      <StepIntro>
        Une seule commande couvre tous les lots vendus dans la même copropriété : appartement, cave,
        parking…
      </StepIntro>
      <TextField
        label="Adresse du bien"
        required
        autoComplete="street-address"
        value={form.address}
        onChange={(e) => patch({ address: e.target.value })}
        error={errorOf('address')}
      />
      <TextField
        label="Complément d’adresse"
        hint="Bâtiment, escalier, étage…"
        value={form.additional}
        onChange={(e) => patch({ additional: e.target.value })}
      />
      <FieldGrid>
        <TextField
          label="Code postal"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          value={form.zipcode}
          onChange={(e) => patch({ zipcode: e.target.value })}
          error={errorOf('zipcode')}
        />
        <TextField
          label="Ville"
          required
          autoComplete="address-level2"
          value={form.city}
          onChange={(e) => patch({ city: e.target.value })}
          error={errorOf('city')}
        />
      </FieldGrid>
      <Checkbox
        label="C’est la résidence principale du vendeur"
        checked={form.principal}
        onChange={(e) => patch({ principal: e.target.checked })}
      />

      {lots.items.map((lot, index) => (
        <ItemCard key={index} aria-label={`Lot ${index + 1}`}>
          <legend>Lot {index + 1}</legend>
          <FieldGrid>
            <Select
              label="Type de lot"
              required
              options={LOT_KINDS}
              value={lot.kind}
              onChange={(e) => lots.update(index, { kind: e.target.value as LotKind })}
              error={lots.errorOf(index, 'kind')}
            />
            <TextField
              label="Numéro du lot"
              required
              hint="Il figure sur votre titre de propriété ou vos appels de fonds."
              value={lot.number}
              onChange={(e) => lots.update(index, { number: e.target.value })}
              error={lots.errorOf(index, 'number')}
            />
            <TextField
              label="Tantièmes du lot"
              inputMode="numeric"
              hint="Facultatif : la quote-part du lot dans les parties communes."
              value={lot.tantiemes === null ? '' : String(lot.tantiemes)}
              onChange={(e) => lots.update(index, { tantiemes: tantiemesOf(e.target.value) })}
              error={lots.errorOf(index, 'tantiemes')}
            />
            <TextField
              label="Total des tantièmes de la copropriété"
              inputMode="numeric"
              hint="Souvent 1 000 ou 10 000."
              value={lot.tantiemes_total === null ? '' : String(lot.tantiemes_total)}
              onChange={(e) => lots.update(index, { tantiemes_total: tantiemesOf(e.target.value) })}
              error={lots.errorOf(index, 'tantiemes_total')}
            />
          </FieldGrid>
          <TextField
            label="Description"
            hint="Par exemple : T3 au 2e étage"
            value={lot.description}
            onChange={(e) => lots.update(index, { description: e.target.value })}
          />
          <div>
            <Button type="button" $variant="ghost" onClick={() => lots.remove(index)}>
              Retirer le lot {index + 1}
            </Button>
          </div>
        </ItemCard>
      ))}
      <FieldError>{lots.listError}</FieldError>
      <div>
        <Button type="button" $variant="secondary" onClick={lots.add}>
          Ajouter un lot
        </Button>
      </div>
      <TextField
        label={REGULATION_REFERENCE_FIELD.label}
        hint={REGULATION_REFERENCE_FIELD.help}
        value={form.regulation_reference ?? ''}
        onChange={(e) => patch({ regulation_reference: e.target.value })}
        error={errorOf('regulation_reference')}
      />
    </Stack>
  );
}

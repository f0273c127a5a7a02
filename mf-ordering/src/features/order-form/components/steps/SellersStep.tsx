import { Button, Checkbox, FieldError, Stack, TextField } from '@ped/ui';
import { emptyOwner } from '@ped/domain';
import { useDraft } from '../../hooks/useDraft';
import { useListEditor } from '../../hooks/useListEditor';
import { FieldGrid, ItemCard, StepIntro } from '../FieldGrid';

export function SellersStep() {
  const { form, patch } = useDraft();
  const owners = useListEditor('owners', emptyOwner);

  return (
    <Stack $gap={20}>
      <StepIntro>
        Indiquez chaque vendeur tel qu’il figure sur le titre de propriété. Une société (SCI…)
        s’indique dans « Nom ou raison sociale ».
      </StepIntro>
      {owners.items.map((owner, index) => (
        <ItemCard key={index} aria-label={`Vendeur ${index + 1}`}>
          <legend>Vendeur {index + 1}</legend>
          <FieldGrid>
            <TextField
              label="Prénom"
              autoComplete="given-name"
              value={owner.firstname}
              onChange={(e) => owners.update(index, { firstname: e.target.value })}
            />
            <TextField
              label="Nom ou raison sociale"
              required
              autoComplete="family-name"
              value={owner.lastname}
              onChange={(e) => owners.update(index, { lastname: e.target.value })}
              error={owners.errorOf(index, 'lastname')}
            />
          </FieldGrid>
          <TextField
            label="Adresse"
            hint="Si elle diffère de celle du bien vendu."
            value={owner.address}
            onChange={(e) => owners.update(index, { address: e.target.value })}
          />
          <FieldGrid>
            <TextField
              label="Code postal"
              inputMode="numeric"
              value={owner.zipcode}
              onChange={(e) => owners.update(index, { zipcode: e.target.value })}
              error={owners.errorOf(index, 'zipcode')}
            />
            <TextField
              label="Ville"
              value={owner.city}
              onChange={(e) => owners.update(index, { city: e.target.value })}
            />
          </FieldGrid>
          <div>
            <Button type="button" $variant="ghost" onClick={() => owners.remove(index)}>
              Retirer le vendeur {index + 1}
            </Button>
          </div>
        </ItemCard>
      ))}
      <FieldError>{owners.listError}</FieldError>
      <div>
        <Button type="button" $variant="secondary" onClick={owners.add}>
          Ajouter un vendeur
        </Button>
      </div>
      <Checkbox
        label="Le vendeur doit des sommes au syndicat des copropriétaires"
        hint="Charges ou travaux appelés et non payés : le notaire les retiendra sur le prix de vente."
        checked={form.debts}
        onChange={(e) => patch({ debts: e.target.checked })}
      />
    </Stack>
  );
}

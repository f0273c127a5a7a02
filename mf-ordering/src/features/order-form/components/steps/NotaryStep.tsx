import { Stack, TextField } from '@ped/ui';
import { useDraft } from '../../hooks/useDraft';
import { StepIntro } from '../FieldGrid';

export function NotaryStep() {
  const { form, patch, errorOf } = useDraft();
  return (
    <Stack $gap={20}>
      <StepIntro>
        Facultatif : avec l’e-mail de votre notaire, nous lui transmettons le pré-état daté dès
        qu’il est prêt.
      </StepIntro>
      <TextField
        label="Nom du notaire ou de l’étude"
        value={form.notary.name}
        onChange={(e) => patch({ notary: { ...form.notary, name: e.target.value } })}
      />
      <TextField
        label="E-mail du notaire"
        type="email"
        value={form.notary.email}
        onChange={(e) => patch({ notary: { ...form.notary, email: e.target.value } })}
        error={errorOf('notary.email')}
      />
    </Stack>
  );
}

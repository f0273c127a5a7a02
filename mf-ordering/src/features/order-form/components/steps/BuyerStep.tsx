import { RadioGroup, Stack, TextField } from '@ped/ui';
import { useDraft } from '../../hooks/useDraft';
import { StepIntro } from '../FieldGrid';

type Answer = 'oui' | 'non' | 'inconnu';

/** Whether the buyer already owns a lot here changes what the notary must ask the syndic. */
export function BuyerStep() {
  const { form, patch, errorOf } = useDraft();
  const answer: Answer = !form.indicates_buyer_is_coowner
    ? 'inconnu'
    : form.buyer_is_coowner
      ? 'oui'
      : 'non';
  const choose = (value: Answer) =>
    patch({
      indicates_buyer_is_coowner: value !== 'inconnu',
      buyer_is_coowner: value === 'oui',
      buyer_coowner_name: value === 'oui' ? form.buyer_coowner_name : '',
    });

  return (
    <Stack $gap={20}>
      <StepIntro>
        Si l’acquéreur possède déjà un lot dans la copropriété, certaines informations n’ont pas à
        lui être transmises.
      </StepIntro>
      <RadioGroup<Answer>
        legend="L’acquéreur est-il déjà copropriétaire dans cet immeuble ?"
        name="buyer_is_coowner"
        value={answer}
        options={[
          { value: 'oui', label: 'Oui' },
          { value: 'non', label: 'Non' },
          { value: 'inconnu', label: 'Je ne sais pas' },
        ]}
        onChange={choose}
      />
      {answer === 'oui' ? (
        <TextField
          label="Nom de l’acquéreur"
          required
          value={form.buyer_coowner_name}
          onChange={(e) => patch({ buyer_coowner_name: e.target.value })}
          error={errorOf('buyer_coowner_name')}
        />
      ) : null}
    </Stack>
  );
}

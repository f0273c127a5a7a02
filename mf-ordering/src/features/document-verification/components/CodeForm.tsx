import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { verificationPath } from '@ped/contracts/paths';
import { normalizeVerificationCode, printedVerificationCode } from '@ped/domain';
import { AfterHydration, Button, FormSkeleton, Stack, TextField } from '@ped/ui';

export const CODE_MISSING =
  'Saisissez le code imprimé dans le bloc « Certification » du document (10 caractères).';

/** Another code to check: typed as printed, with or without its dash. */
export function CodeForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(
    code ? printedVerificationCode(normalizeVerificationCode(code)) : '',
  );
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeVerificationCode(typed);
    if (normalized.length < 4) {
      setError(CODE_MISSING);
      return;
    }
    setError(null);
    navigate(verificationPath(normalized));
  };

  return (
    <form onSubmit={submit} noValidate>
      {/* the field's id follows its place in the whole page, which the server does not draw (ADR 051) */}
      <AfterHydration fallback={<FormSkeleton fields={1} framed={false} />}>
        <Stack $direction="row" $gap={12} $align="end" $wrap>
          <TextField
            label="Code de vérification"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            error={error}
          />
          <Button type="submit" $variant="secondary">
            Vérifier
          </Button>
        </Stack>
      </AfterHydration>
    </form>
  );
}

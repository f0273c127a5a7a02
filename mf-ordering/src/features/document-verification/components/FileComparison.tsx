import { AfterHydration, Alert, FileField, FormSkeleton, Stack } from '@ped/ui';
import { useFileFingerprint } from '../hooks/useFileFingerprint';

/**
 * Compares the PDF the reader holds with the delivered one, by fingerprint: a file that
 * differs by one byte (an amount retouched) does not match.
 */
export function FileComparison({ sha256 }: { sha256: string }) {
  const { state, read } = useFileFingerprint();
  return (
    <Stack $gap={12}>
      <AfterHydration fallback={<FormSkeleton fields={1} framed={false} />}>
        <FileField
          label="Comparer avec votre fichier"
          hint="Le fichier est lu sur votre ordinateur : il n’est pas envoyé."
          accept="application/pdf"
          buttonLabel="Choisir le PDF reçu"
          onFiles={([file]) => file && read(file)}
        />
      </AfterHydration>
      {state.status === 'reading' ? <p>Lecture de {state.name}…</p> : null}
      {state.status === 'failed' ? (
        <Alert variant="error">Le fichier {state.name} n’a pas pu être lu.</Alert>
      ) : null}
      {state.status === 'done' && state.sha256 === sha256 ? (
        <Alert variant="success" title="Fichier identique">
          {state.name} est exactement le document délivré.
        </Alert>
      ) : null}
      {state.status === 'done' && state.sha256 !== sha256 ? (
        <Alert variant="error" title="Fichier différent">
          {state.name} n’est pas le document délivré sous ce code : il a été modifié, ou c’est une
          autre version. Demandez le document original au vendeur.
        </Alert>
      ) : null}
    </Stack>
  );
}

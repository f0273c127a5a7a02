import { useParams } from 'react-router-dom';
import { Alert, Card, LoadingScreen, Stack } from '@ped/ui';
import { Page } from '../../../shared/Page';
import { useVerification } from '../hooks/useVerification';
import { CodeForm } from './CodeForm';
import { FileComparison } from './FileComparison';
import { VerifiedDocument } from './VerifiedDocument';

/**
 * /verification/:code: anyone holding a pré-état daté (the buyer's notary, a bank) checks
 * that it is one we delivered and that their copy is unaltered, without seeing any amount.
 */
export function VerificationPage() {
  const { code = '' } = useParams();
  const verification = useVerification(code);
  return (
    <Page>
      <Stack $gap={20}>
        <h1>Vérification d’un pré-état daté</h1>
        {verification.status === 'loading' ? (
          <LoadingScreen label="Vérification du code…" />
        ) : verification.status === 'failed' ? (
          <Alert variant="error" title="Code non reconnu">
            {verification.message}
          </Alert>
        ) : (
          <>
            <VerifiedDocument document={verification.document} />
            <FileComparison sha256={verification.document.sha256} />
          </>
        )}
        <Card title="Vérifier un autre document">
          <CodeForm key={code} code={code} />
        </Card>
      </Stack>
    </Page>
  );
}

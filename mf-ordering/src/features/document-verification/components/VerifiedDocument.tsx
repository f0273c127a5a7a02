import styled from 'styled-components';
import { CERTIFICATION_MODE_STATEMENTS, formatDateTimeInFull } from '@ped/domain';
import { Alert, FactList, Stack, typeScale } from '@ped/ui';
import type { DocumentVerification } from '../api/verification-api';

const Fingerprint = styled.code`
  font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
  font-size: ${typeScale.sm};
`;

/** What a printed code confirms: which document, which version, when, never an amount. */
export function VerifiedDocument({ document }: { document: DocumentVerification }) {
  const replaced = document.latest_version > document.version;
  return (
    <Stack $gap={16}>
      <Alert variant="success" title="Document authentique">
        Ce code correspond à un pré-état daté délivré par nos services.
      </Alert>
      {replaced ? (
        <Alert variant="warning" title="Une version plus récente existe">
          Ce document (version {document.version}) a été remplacé par la version{' '}
          {document.latest_version} : demandez-la au vendeur ou à son mandataire.
        </Alert>
      ) : null}
      <FactList>
        <dt>Document</dt>
        <dd>
          n° {document.number}, version {document.version}
          {replaced ? '' : ' (version en vigueur)'}
        </dd>
        <dt>Commande</dt>
        <dd>{document.orderid}</dd>
        <dt>Délivré le</dt>
        <dd>{formatDateTimeInFull(document.delivered)}</dd>
        <dt>Mode d’établissement</dt>
        <dd>{CERTIFICATION_MODE_STATEMENTS[document.mode]}</dd>
        <dt>Empreinte SHA-256</dt>
        <dd>
          <Fingerprint>{document.sha256}</Fingerprint>
        </dd>
      </FactList>
    </Stack>
  );
}

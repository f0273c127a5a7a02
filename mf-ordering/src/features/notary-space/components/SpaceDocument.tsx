import styled from 'styled-components';
import { Alert, ButtonLink, Card, FreshnessNotice, Stack } from '@ped/ui';
import { formatDateInFull, updateInProgressNotice } from '@ped/domain';
import {
  notarySpaceArchiveUrl,
  notarySpaceDocumentUrl,
  type NotarySpace,
} from '../api/notary-space-api';
import { useDocumentBlob } from '../hooks/useDocumentBlob';

const Viewer = styled.iframe`
  width: 100%;
  height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
`;

/** The viewer's place while the PDF arrives: the page below it does not move when it comes. */
const ViewerPlace = styled.div`
  height: 70vh;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The pré-état daté in force, shown in the page, downloadable, with its annexes as a ZIP;
 * the notary reads first whether a new version is being prepared, or else whether this one
 * holds on the signing day.
 */
export function SpaceDocument({ token, space }: { token: string; space: NotarySpace }) {
  const { url, error } = useDocumentBlob(token, space.document?.version ?? null);
  if (!space.document)
    return (
      <Card title="Le pré-état daté">
        <p>Le pré-état daté n’est pas encore livré : vous recevrez un e-mail dès qu’il le sera.</p>
      </Card>
    );
  return (
    <Card title={`Le pré-état daté — version ${space.document.version}`}>
      <Stack $gap={12}>
        {space.updating ? (
          <Alert variant="info" title="Actualisation en cours">
            {updateInProgressNotice(space.updating.kind, space.document.version)}
          </Alert>
        ) : space.freshness ? (
          <FreshnessNotice freshness={space.freshness}>
            <p>
              Le vendeur voit le même avis sur sa commande ; vous recevrez un e-mail dès qu’une
              nouvelle version sera livrée.
            </p>
          </FreshnessNotice>
        ) : null}
        <p>Livré le {formatDateInFull(space.document.delivered)}.</p>
        <Stack $direction="row" $gap={8} $wrap>
          <ButtonLink href={notarySpaceDocumentUrl(token, { download: true })} download>
            Télécharger le pré-état daté (PDF)
          </ButtonLink>
          <ButtonLink href={notarySpaceArchiveUrl(token)} $variant="secondary" download>
            Télécharger le dossier complet (ZIP)
          </ButtonLink>
        </Stack>
        {error ? <Alert variant="error">{error}</Alert> : null}
        {url ? (
          <Viewer title={`Pré-état daté, version ${space.document.version}`} src={url} />
        ) : error ? null : (
          <ViewerPlace>Affichage du document…</ViewerPlace>
        )}
      </Stack>
    </Card>
  );
}

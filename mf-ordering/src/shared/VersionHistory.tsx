import type { DeliveredVersion } from '@ped/client';
import { describeFigureChange, formatDateInFull } from '@ped/domain';
import styled from 'styled-components';
import { Button, Stack } from '@ped/ui';

/** Each line says « Version n » already: no list numbers beside it. */
const Versions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

/** « Ce qui a changé » since the version before; nothing to say for the first one. */
function Changes({ version }: { version: DeliveredVersion }) {
  if (version.changes === null) return null;
  if (version.changes.length === 0) return <p>Ce qui a changé : aucun montant.</p>;
  return (
    <>
      <p>Ce qui a changé depuis la version {version.version - 1} :</p>
      <ul>
        {version.changes.map((change) => (
          <li key={`${change.field}:${change.lot ?? ''}`}>{describeFigureChange(change)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * Every delivered version, newest first, with what changed in its figures: the notary's
 * space and the seller's order page show the same history.
 */
export function VersionHistory({
  versions,
  current,
  onDownload,
  linkOf,
}: {
  versions: DeliveredVersion[];
  current: number | null;
  /** offered for each version when the reader may download old ones */
  onDownload?: (version: number) => void;
  /** each version's own address, where a link opens it (the notary's space) */
  linkOf?: (version: number) => string;
}) {
  if (!versions.length) return <p>Aucune version livrée pour l’instant.</p>;
  return (
    <Versions aria-label="Versions du pré-état daté">
      {[...versions].reverse().map((v) => (
        <li key={v.version}>
          <Stack $gap={4}>
            <Stack $direction="row" $gap={12} $align="center" $wrap>
              <span>
                Version {v.version} — livrée le {formatDateInFull(v.delivered)}
                {v.version === current ? ' (en vigueur)' : ''}
              </span>
              {linkOf ? (
                <a href={linkOf(v.version)} target="_blank" rel="noreferrer">
                  Ouvrir la version {v.version}
                </a>
              ) : null}
              {onDownload ? (
                <Button type="button" $variant="ghost" onClick={() => onDownload(v.version)}>
                  Télécharger la version {v.version}
                </Button>
              ) : null}
            </Stack>
            <Changes version={v} />
          </Stack>
        </li>
      ))}
    </Versions>
  );
}

import { Card, FactList, Stack } from '@ped/ui';
import { formatDateInFull } from '@ped/domain';
import { notarySpaceDocumentUrl, type NotarySpace } from '../api/notary-space-api';
import { VersionHistory } from '../../../shared/VersionHistory';

/** The sale the document is for: copropriété, lots, sellers. */
export function SaleSummary({ space }: { space: NotarySpace }) {
  const { copropriete } = space;
  return (
    <Card title="La vente">
      <FactList>
        <dt>Copropriété</dt>
        <dd>
          {[copropriete.name, copropriete.address].filter(Boolean).join(' — ') || 'Non communiquée'}
          {copropriete.registration_id ? ` (immatriculation ${copropriete.registration_id})` : ''}
        </dd>
        <dt>Lots</dt>
        <dd>
          {space.lots.length ? (
            <ul>
              {space.lots.map((lot) => (
                <li key={lot.number}>
                  Lot n° {lot.number} — {[lot.kind, lot.description].filter(Boolean).join(', ')}
                </li>
              ))}
            </ul>
          ) : (
            'Non communiqués'
          )}
        </dd>
        <dt>Vendeur(s)</dt>
        <dd>{space.sellers.join(', ') || 'Non communiqué'}</dd>
        <dt>Commande</dt>
        <dd>
          n° {space.orderid} — offre {space.offer}
        </dd>
      </FactList>
    </Card>
  );
}

/** Until when the figures hold: the next AG approves new accounts. */
export function NextAgNotice({ nextAg }: { nextAg: string | null }) {
  return (
    <Card title="Validité des montants">
      <p>
        {nextAg
          ? `Les montants valent jusqu’à l’assemblée générale du ${formatDateInFull(nextAg)} : après elle, une mise à jour du pré-état daté est nécessaire.`
          : 'La date de la prochaine assemblée générale n’est pas encore connue : les montants valent jusqu’à elle.'}
      </p>
    </Card>
  );
}

/** Every delivered version, newest first, and the annexes delivered with the document. */
export function VersionsAndAnnexes({ token, space }: { token: string; space: NotarySpace }) {
  return (
    <Stack $gap={20}>
      <Card title="Historique des versions">
        <VersionHistory
          versions={space.versions}
          current={space.document?.version ?? null}
          linkOf={(version) => notarySpaceDocumentUrl(token, { version })}
        />
      </Card>
      <Card title="Annexes">
        {space.annexes.length ? (
          <ul>
            {space.annexes.map((annex, index) => (
              <li key={`${annex.label}-${index}`}>
                {annex.label}
                {annex.delivered ? ` du ${formatDateInFull(annex.delivered)}` : ''}
                {annex.comment ? ` — ${annex.comment}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            Aucune annexe : les documents de la copropriété n’ont pas été joints à cette commande.
          </p>
        )}
      </Card>
    </Stack>
  );
}

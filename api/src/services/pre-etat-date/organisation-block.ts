import {
  formatDateInFull,
  organisationItems,
  parisDay,
  withdrawalStatement,
  type AnnexCandidate,
  type OrganisationValue,
} from '@ped/domain';
import type { OrganisationBlock } from './model';
import { usable, type DocumentContext } from './record-rows';

/**
 * « Organisation de l'immeuble » (L721-2 II 1° and 4° CCH): the deeds and general assemblies
 * staff entered, each document « annexé » when the register delivers it with the document
 * (its number in the sources table beside it), else « à fournir »; then what the buyer's
 * withdrawal period waits for.
 */
export function organisationBlock({ input, sources }: DocumentContext): OrganisationBlock {
  const candidates: AnnexCandidate[] = input.documents.map((d) => ({
    doctype: d.doctype,
    day: d.delivered ? parisDay(d.delivered) : null,
    comment: d.comment,
  }));
  const entry = usable(input, 'organisation');
  const items = organisationItems({
    value: (entry?.value as OrganisationValue | undefined) ?? null,
    sellerRegulation: input.regulationReference,
    documents: candidates,
    today: parisDay(input.issuedAt),
  });
  const annexNumber = (day: string | null, doctype: number | null) => {
    const annex = input.documents.find(
      (d) => d.doctype === doctype && d.delivered && parisDay(d.delivered) === day,
    );
    return sources.refOfAnnex(annex);
  };
  return {
    items: items.map((item) => {
      const n = item.status === 'annexed' ? annexNumber(item.annexedOn, item.annexedDoctype) : null;
      return {
        label: item.label,
        detail: item.detail,
        status:
          item.status === 'annexed'
            ? `Annexé${item.annexedOn ? ` (document du ${formatDateInFull(`${item.annexedOn}T12:00:00Z`)})` : ''}${n ? ` [${n}]` : ''}`
            : 'À fournir',
      };
    }),
    withdrawal: withdrawalStatement(items),
  };
}

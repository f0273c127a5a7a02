import { Fragment } from 'react';
import { FactList } from '@ped/ui';
import { FINANCIAL_FIELDS, formatEuros, type OrderForm } from '@ped/domain';

/**
 * A Libre seller's amounts, read once more before paying: the document is made of them, as
 * typed (« Non communiqué » for a blank, never 0).
 */
export function DeclaredAmounts({ form }: { form: OrderForm }) {
  const typed = FINANCIAL_FIELDS.filter(({ key }) => form[key] !== null).length;
  return (
    <details>
      <summary>
        Vos montants : {typed} saisi{typed > 1 ? 's' : ''} sur {FINANCIAL_FIELDS.length}, tels
        qu’ils figureront dans le pré-état daté
      </summary>
      <FactList aria-label="Montants déclarés">
        {FINANCIAL_FIELDS.map(({ key, label }) => {
          const value = form[key];
          return (
            <Fragment key={key}>
              <dt>{label}</dt>
              <dd>{value === null ? 'Non communiqué' : formatEuros(value)}</dd>
            </Fragment>
          );
        })}
      </FactList>
    </details>
  );
}

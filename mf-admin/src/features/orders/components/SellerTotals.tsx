import { useState } from 'react';
import type { FigureEdit, OrderFigures } from '@ped/client';
import { FINANCIAL_FIELDS, formatEuros, type FinancialField } from '@ped/domain';
import { AmountField, Button, Stack } from '@ped/ui';
import { Fieldset } from './building-record-layout';

/**
 * A multi-lot sale: the seller gave one amount for all the lots, which the lots must add up
 * to (check « Montants du vendeur répartis par lot »). When the seller's total is wrong,
 * staff correct it here; the correction is kept with their name, the seller's stays in the
 * history of the figure. After a delivery, a total stated for the delivered version no
 * longer binds the lots recorded since (ADR 074): staff state the new version's here.
 */
export function SellerTotals({
  totals,
  busy,
  onSave,
}: {
  totals: OrderFigures['seller_totals'];
  busy: boolean;
  onSave(figures: FigureEdit[]): Promise<boolean>;
}) {
  const [texts, setTexts] = useState<
    Partial<Record<FinancialField, { text: string; euros: number | null }>>
  >({});
  const typed = Object.entries(texts).filter(([, t]) => t && t.euros !== null) as Array<
    [FinancialField, { text: string; euros: number }]
  >;
  async function save() {
    const saved = await onSave(
      typed.map(([field, t]) => ({ field, value: t.euros, sale_total: true })),
    );
    if (saved) setTexts({});
  }
  return (
    <Fieldset aria-label="Totaux de la vente déclarés par le vendeur">
      <legend>Totaux de la vente déclarés par le vendeur</legend>
      {totals.map((total) => {
        const label = FINANCIAL_FIELDS.find((f) => f.key === total.field)?.label ?? total.field;
        return (
          <AmountField
            key={total.field}
            label={`Total corrigé : ${label}`}
            hint={`${formatEuros(total.value)} pour la vente, ${total.by ? `corrigé par ${total.by}` : 'déclaré par le vendeur'} ; ${total.current === false ? 'ce total vaut pour la version déjà livrée : les lots relevés depuis ne lui sont plus comparés, indiquez celui de cette version pour les contrôler' : 'les lots doivent l’atteindre'}`}
            value={texts[total.field]?.text ?? ''}
            onChange={(text, euros) =>
              setTexts((current) => ({ ...current, [total.field]: { text, euros } }))
            }
          />
        );
      })}
      <Stack $direction="row" $gap={8}>
        <Button
          type="button"
          $variant="secondary"
          disabled={busy || typed.length === 0}
          onClick={() => void save()}
        >
          Corriger les totaux de la vente
        </Button>
      </Stack>
    </Fieldset>
  );
}

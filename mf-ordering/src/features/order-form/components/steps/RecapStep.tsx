import { Alert, Checkbox, FactList, Stack } from '@ped/ui';
import {
  LOT_KINDS,
  OFFERS,
  SELF_DECLARED_TEXT,
  documentsLine,
  isSelfDeclared,
  orderTotal,
} from '@ped/domain';
import { useCustomerType } from '../../../../shared/useSession';
import { useDraft } from '../../hooks/useDraft';
import { DeclaredAmounts } from '../DeclaredAmounts';
import { OrderTotalTable } from '../OrderTotalTable';
import { PaymentActions } from '../PaymentActions';

export function RecapStep() {
  const { form, patch, errorOf } = useDraft();
  const customerType = useCustomerType();
  const total = form.offer
    ? orderTotal(form.offer, form.options, customerType, new Date(), Math.max(1, form.lots.length))
    : null;
  const kind = (value: string) => LOT_KINDS.find((k) => k.value === value)?.label ?? value;

  return (
    <Stack $gap={20}>
      <FactList>
        <dt>Offre</dt>
        <dd>{form.offer ? OFFERS[form.offer].name : '—'}</dd>
        <dt>Bien</dt>
        <dd>
          {[form.address, form.additional, `${form.zipcode} ${form.city}`.trim()]
            .filter(Boolean)
            .join(', ')}
        </dd>
        <dt>Lots</dt>
        <dd>{form.lots.map((lot) => `${kind(lot.kind)} n° ${lot.number}`).join(', ')}</dd>
        <dt>Vendeur(s)</dt>
        <dd>{form.owners.map((o) => `${o.firstname} ${o.lastname}`.trim()).join(', ')}</dd>
        <dt>Documents</dt>
        <dd>
          {documentsLine(form.offer, form.method)}
          {form.method === 'upload' && !isSelfDeclared(form.offer)
            ? ` (${form.links.length} document${form.links.length > 1 ? 's' : ''})`
            : ''}
        </dd>
        {form.notary.name || form.notary.email ? (
          <>
            <dt>Notaire</dt>
            <dd>{[form.notary.name, form.notary.email].filter(Boolean).join(' — ')}</dd>
          </>
        ) : null}
      </FactList>
      {isSelfDeclared(form.offer) ? (
        <>
          <DeclaredAmounts form={form} />
          <Alert variant="info">{SELF_DECLARED_TEXT.nextStep}</Alert>
        </>
      ) : null}
      {total ? <OrderTotalTable total={total} /> : null}
      <Checkbox
        label={
          <>
            J’accepte les{' '}
            <a href="/conditions-generales-de-vente" target="_blank" rel="noreferrer">
              conditions générales de vente
            </a>
          </>
        }
        checked={form.valid}
        onChange={(e) => patch({ valid: e.target.checked })}
        error={errorOf('valid')}
      />
      {total ? <PaymentActions total={total} /> : null}
    </Stack>
  );
}

import { Checkbox, FieldError, RadioGroup, Stack, TextField } from '@ped/ui';
import {
  OFFERS,
  OFFER_CODES,
  OPTION_PRICES,
  canBuyOffer,
  optionAvailability,
  optionPriceText,
  priceOf,
  priceText,
  type OfferCode,
  type OrderOption,
} from '@ped/domain';
import { useDispatch } from 'react-redux';
import { useCustomerType, useSession } from '../../../../shared/useSession';
import { useDraft } from '../../hooks/useDraft';
import { draftActions } from '../../store/draft-actions';
import { UrgentOfferNotice } from '../UrgentOfferNotice';

/** Offers this customer can order here: sold online, priced for them, allowed by their plan; plus the urgent one, to explain it. */
function offersFor(
  plan: Parameters<typeof canBuyOffer>[1],
  customerType: ReturnType<typeof useCustomerType>,
): OfferCode[] {
  return OFFER_CODES.filter(
    (code) => code === 'urg' || (canBuyOffer(code, plan) && priceOf(code, customerType) !== null),
  );
}

/** Whether the offer comes with an option to show, included or for sale (none for Libre). */
const offersAnOption = (offer: OfferCode) =>
  (Object.keys(OPTION_PRICES) as OrderOption[]).some(
    (option) => optionAvailability(offer, option) !== 'unavailable',
  );

export function OfferStep() {
  const { draft, form, patch, errorOf } = useDraft();
  const dispatch = useDispatch();
  const session = useSession();
  const customerType = useCustomerType();
  const offers = offersFor(session?.organisation?.subscription_plan ?? null, customerType);

  const offerLabel = (code: OfferCode) => {
    const price = priceText(code, customerType);
    return (
      <span>
        <strong>{OFFERS[code].name}</strong>
        {price ? ` — ${price}` : ' — par téléphone'}
        <br />
        <small>{OFFERS[code].bold}</small>
      </span>
    );
  };

  const toggleOption = (option: OrderOption, checked: boolean) =>
    patch({
      options: checked ? [...form.options, option] : form.options.filter((o) => o !== option),
    });

  return (
    <Stack $gap={20}>
      <RadioGroup<OfferCode>
        legend="Votre offre"
        name="offer"
        required
        value={form.offer}
        options={offers.map((code) => ({ value: code, label: offerLabel(code) }))}
        onChange={(offer) =>
          patch({
            offer,
            options: form.options.filter((o) => optionAvailability(offer, o) === 'paid'),
          })
        }
        error={errorOf('offer')}
      />
      {form.offer === 'urg' ? <UrgentOfferNotice /> : null}
      {form.offer && form.offer !== 'urg' && !offersAnOption(form.offer) ? (
        <FieldError>{errorOf('options')}</FieldError>
      ) : null}
      {form.offer && form.offer !== 'urg' && offersAnOption(form.offer) ? (
        <Stack $gap={8} role="group" aria-label="Options">
          {(Object.keys(OPTION_PRICES) as OrderOption[]).map((option) => {
            const availability = optionAvailability(form.offer!, option);
            const { label, buys } = OPTION_PRICES[option];
            if (availability === 'unavailable') return null;
            if (availability === 'included')
              return (
                <p key={option}>
                  ✓ {label} : inclus dans l’offre {OFFERS[form.offer!].name}
                </p>
              );
            return (
              <Checkbox
                key={option}
                label={`${label} (+ ${optionPriceText(option, customerType)})`}
                hint={buys}
                checked={form.options.includes(option)}
                onChange={(event) => toggleOption(option, event.target.checked)}
              />
            );
          })}
          <FieldError>{errorOf('options')}</FieldError>
        </Stack>
      ) : null}
      {session ? (
        <p>
          Commande enregistrée au nom de <strong>{session.account}</strong>
          {session.organisation ? ` (${session.organisation.name})` : ''}.
        </p>
      ) : (
        <TextField
          label="Votre adresse e-mail"
          type="email"
          autoComplete="email"
          required
          value={draft.account}
          onChange={(event) => dispatch(draftActions.account(event.target.value))}
          hint="Nous y envoyons la confirmation, le suivi et votre pré-état daté. Votre commande est enregistrée au fur et à mesure."
          error={errorOf('email')}
        />
      )}
    </Stack>
  );
}

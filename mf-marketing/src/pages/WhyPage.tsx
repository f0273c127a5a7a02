import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_OFFERS, OFFERS, formatCents } from '@ped/domain';
import { ButtonLink } from '@ped/ui';
import { useOfferPrices } from '../features/offers/hooks/useOfferPrices';
import { useSeo } from '../features/seo/hooks/useSeo';
import { useCustomerType } from '../features/session/hooks/useCustomerType';
import { Actions, Page, Section } from '../shared/Page';
import type { PageProps } from './page-props';
import { cite } from '@ped/domain';

const Compare = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const COMPARISON: ReadonlyArray<[string, string, string]> = [
  [
    'Quand ?',
    'Avant la promesse de vente, au plus tard à sa signature',
    'Avant l’acte authentique de vente',
  ],
  ['Qui le demande ?', 'Le vendeur, pour informer l’acquéreur', 'Le notaire, auprès du syndic'],
  ['Qui l’établit ?', 'Le vendeur, le syndic ou un service spécialisé', 'Le syndic uniquement'],
  [
    'À quoi sert-il ?',
    'Informer l’acquéreur avant qu’il s’engage',
    'Arrêter les comptes entre vendeur, acquéreur et syndicat',
  ],
  ['Son prix', 'Libre', `Plafonné à 380 € TTC par le ${cite('transferFees', { full: true })}`],
];

export default function WhyPage({ route }: PageProps) {
  useSeo({
    title: 'Pourquoi le pré-état daté ?',
    description:
      'Pré-état daté ou état daté : quelles différences ? Pourquoi le commander en ligne : rapidité, acceptation par le notaire et coût bien inférieur à celui du syndic.',
    path: route.canonical,
  });
  const customerType = useCustomerType();
  const prices = useOfferPrices(HOME_OFFERS, customerType);
  const amounts = prices ? HOME_OFFERS.flatMap((code) => (prices[code] ? [prices[code]] : [])) : [];
  const cheapest = amounts.length ? amounts.reduce((a, b) => (a.cents <= b.cents ? a : b)) : null;

  return (
    <Page
      title="Pourquoi le pré-état daté ?"
      lead="Sans lui, la vente d’un lot de copropriété prend du retard. Bien préparé, il se commande en quelques minutes et coûte bien moins cher qu’au syndic."
      testId="why-page"
    >
      <Section aria-labelledby="difference">
        <h2 id="difference">Pré-état daté et état daté : deux documents, deux moments</h2>
        <p>
          On les confond souvent. Le <strong>pré-état daté</strong> informe l’acquéreur de la
          situation financière du lot avant qu’il signe la promesse de vente. L’
          <strong>état daté</strong> intervient plus tard : le notaire le demande au syndic avant
          l’acte de vente pour répartir les sommes entre le vendeur, l’acquéreur et le syndicat.
        </p>
        <Scroll>
          <Compare>
            <thead>
              <tr>
                <td />
                <th scope="col">Pré-état daté</th>
                <th scope="col">État daté</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map(([label, pre, etat]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{pre}</td>
                  <td>{etat}</td>
                </tr>
              ))}
            </tbody>
          </Compare>
        </Scroll>
      </Section>
      <Section aria-labelledby="rapidite">
        <h2 id="rapidite">Une commande rapide</h2>
        <p>
          Chez le syndic, il faut compter 15 à 30 jours. En ligne, la commande prend quelques
          minutes : vous indiquez la copropriété et les lots, puis vous déposez vos documents,
          donnez l’accès à l’extranet du syndic ou nous les envoyez par e-mail. Nos experts rédigent
          votre pré-état daté en moins de 24&nbsp;h, et l’offre urgente, commandée par téléphone, le
          livre dans l’heure.
        </p>
      </Section>
      <Section aria-labelledby="notaire">
        <h2 id="notaire">Un document accepté par le notaire</h2>
        <p>
          Si le pré-état daté manque ou comporte des erreurs, le délai de rétractation de
          l’acquéreur ne commence pas à courir : le notaire refuse donc les documents incomplets ou
          incohérents. Le nôtre suit le modèle du notariat (parties I-A, I-B, I-C et annexes des
          deux derniers exercices), chaque montant est vérifié et rattaché au document dont il
          provient, et votre notaire le retrouve dans un espace sécurisé.
        </p>
      </Section>
      <Section aria-labelledby="cout">
        <h2 id="cout">Un coût maîtrisé</h2>
        <p>
          Le syndic facture librement le pré-état daté : de 160 à 600 €, 244 € en moyenne selon
          l’Institut national de la consommation (2021).
          {cheapest ? (
            <>
              {' '}
              Nos offres démarrent à {formatCents(cheapest.cents)}&nbsp;{cheapest.label}, et l’offre
              clé en main {OFFERS.cle.name} coûte{' '}
              {prices?.cle ? `${formatCents(prices.cle.cents)} ${prices.cle.label}` : 'bien moins'}.
            </>
          ) : null}
        </p>
      </Section>
      <Actions>
        <ButtonLink as={Link} to="/offres">
          Voir les offres
        </ButtonLink>
        <ButtonLink as={Link} to="/le-pre-etat-date" $variant="secondary">
          Qu’est-ce qu’un pré-état daté ?
        </ButtonLink>
      </Actions>
    </Page>
  );
}

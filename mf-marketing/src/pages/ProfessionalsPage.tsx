import { Link } from 'react-router-dom';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import styled from 'styled-components';
import { FEATURE_LABELS, PLANS, PLAN_CODES, formatCents } from '@ped/domain';
import { ButtonLink, typeScale } from '@ped/ui';
import { useSeo } from '../features/seo/hooks/useSeo';
import { Actions, Page, Section, WideSection } from '../shared/Page';
import type { PageProps } from './page-props';

const Plans = styled.ul`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(230px, 1fr));
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 20px;
    margin: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
  }
  ul {
    padding-left: 20px;
    flex: 1;
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${typeScale.xxl};
  font-weight: 800;
`;

export default function ProfessionalsPage({ route }: PageProps) {
  useSeo({
    title: 'Pré-état daté pour les professionnels de l’immobilier',
    description:
      'Agences, notaires, mandataires, administrateurs de biens et syndics : commandez vos pré-états datés depuis un Espace Pro, avec facturation regroupée, collaborateurs et API.',
    path: route.canonical,
  });
  return (
    <Page
      title="Solutions pour les professionnels de l’immobilier"
      lead="Agences, notaires, mandataires indépendants, administrateurs de biens et syndics : un Espace Pro pour commander et suivre les pré-états datés de tous vos mandats."
      testId="professionals-page"
    >
      <Section aria-labelledby="pro-avantages">
        <h2 id="pro-avantages">Ce que l’Espace Pro vous apporte</h2>
        <ul>
          <li>
            des prix hors taxes et l’offre Expert, prioritaire, réservée aux formules payantes ;
          </li>
          <li>le suivi de toutes les commandes de votre organisation, avec vos collaborateurs ;</li>
          <li>des liens de paiement à envoyer à vos clients vendeurs ;</li>
          <li>une facturation regroupée et l’accès à l’API pour les formules qui les incluent.</li>
        </ul>
      </Section>
      <WideSection aria-labelledby="pro-formules">
        <h2 id="pro-formules">Nos formules</h2>
        <Plans>
          {PLAN_CODES.map((code) => {
            const plan = PLANS[code];
            return (
              <li key={code} data-testid={`plan-${code}`}>
                <h3>{plan.label}</h3>
                <Price>
                  {plan.monthlyPriceCents === null
                    ? 'Gratuit'
                    : `${formatCents(plan.monthlyPriceCents)} HT / mois`}
                </Price>
                <p>{plan.description}</p>
                <ul>
                  {plan.features.map((feature) => (
                    <li key={feature}>{FEATURE_LABELS[feature]}</li>
                  ))}
                  <li>
                    {plan.userQuota === null
                      ? 'Utilisateurs illimités'
                      : `Jusqu’à ${plan.userQuota} utilisateurs`}
                  </li>
                </ul>
              </li>
            );
          })}
        </Plans>
      </WideSection>
      <Actions>
        <ButtonLink as={Link} to={PRO_ACCOUNT_PATHS.signup}>
          Créer mon Espace Pro
        </ButtonLink>
        <ButtonLink as={Link} to={PRO_ACCOUNT_PATHS.login} $variant="secondary">
          Me connecter
        </ButtonLink>
      </Actions>
    </Page>
  );
}

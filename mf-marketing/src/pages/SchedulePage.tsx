import styled from 'styled-components';
import { useSeo } from '../features/seo/hooks/useSeo';
import { SupportContact } from '../features/support/components/SupportContact';
import { Page, Section } from '../shared/Page';
import type { PageProps } from './page-props';

const Hours = styled.table`
  border-collapse: collapse;
  min-width: min(100%, 420px);
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const WEEK: ReadonlyArray<[string, string]> = [
  ['Lundi', '9 h – 19 h'],
  ['Mardi', '9 h – 19 h'],
  ['Mercredi', '9 h – 19 h'],
  ['Jeudi', '9 h – 19 h'],
  ['Vendredi', '9 h – 19 h'],
  ['Samedi', 'Fermé'],
  ['Dimanche', 'Fermé'],
];

export default function SchedulePage({ route }: PageProps) {
  useSeo({
    title: 'Nos horaires',
    description:
      'Service client joignable par téléphone du lundi au vendredi, de 9 h à 19 h (appel gratuit). Commande en ligne 24 h/24, 7 j/7.',
    path: route.canonical,
  });
  return (
    <Page
      title="Nos horaires"
      lead="Vous commandez en ligne à toute heure ; notre équipe vous répond par téléphone en semaine."
      testId="schedule-page"
    >
      <Section aria-labelledby="horaires-telephone">
        <h2 id="horaires-telephone">Service client par téléphone</h2>
        <Hours>
          <thead>
            <tr>
              <th scope="col">Jour</th>
              <th scope="col">Horaires</th>
            </tr>
          </thead>
          <tbody>
            {WEEK.map(([day, hours]) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                <td>{hours.replace(/ h/g, '\u00a0h')}</td>
              </tr>
            ))}
          </tbody>
        </Hours>
        <p>L’appel est gratuit. Le service client est fermé les jours fériés.</p>
      </Section>
      <Section aria-labelledby="horaires-commande">
        <h2 id="horaires-commande">Commande et livraison</h2>
        <ul>
          <li>La commande en ligne est ouverte 24&nbsp;h/24, 7&nbsp;j/7.</li>
          <li>
            Nos experts rédigent votre pré-état daté en moins de 24&nbsp;h après réception de
            documents complets (24&nbsp;h en moyenne).
          </li>
          <li>
            L’offre urgente, livrée dans l’heure, se commande uniquement par téléphone pendant les
            horaires du service client, après vérification de la faisabilité.
          </li>
        </ul>
      </Section>
      <Section>
        <SupportContact />
      </Section>
    </Page>
  );
}

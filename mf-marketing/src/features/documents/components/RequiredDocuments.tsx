import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  section {
    padding: 20px;
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin-top: 0;
  }
  ul {
    padding-left: 20px;
  }
`;

/** What the customer provides (docs/domain.md §7). */
export function RequiredDocuments({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <Grid data-testid="required-documents">
      <section>
        <Heading>Les documents indispensables</Heading>
        <ul>
          <li>les deux derniers appels de fonds trimestriels ;</li>
          <li>votre relevé de compte copropriétaire (relevé individuel des charges) ;</li>
          <li>
            le procès-verbal de la dernière assemblée générale ayant approuvé les comptes, avec ses
            annexes comptables (l’annexe 1 donne les impayés de charges et la dette envers les
            fournisseurs) ;
          </li>
          <li>
            les informations sur le fonds de travaux : quote-part du lot et dernière cotisation
            versée.
          </li>
        </ul>
      </section>
      <section>
        <Heading>Les documents à joindre au dossier de vente</Heading>
        <ul>
          <li>
            le règlement de copropriété et l’état descriptif de division, avec leurs modificatifs
            publiés ;
          </li>
          <li>les procès-verbaux des assemblées générales des trois dernières années ;</li>
          <li>la fiche synthétique de la copropriété ;</li>
          <li>le carnet d’entretien de l’immeuble ;</li>
          <li>les conclusions du diagnostic technique global (DTG), s’il existe ;</li>
          <li>le plan pluriannuel de travaux (PPT) ou son projet.</li>
        </ul>
      </section>
      <section>
        <Heading>Vous ne les avez pas sous la main ?</Heading>
        <ul>
          <li>
            donnez-nous l’accès à l’extranet de votre syndic (adresse, identifiant, mot de passe,
            conservé chiffré) : nous y récupérons les documents ;
          </li>
          <li>ou envoyez-les nous par e-mail après votre commande ;</li>
          <li>
            ou déposez-les directement, en PDF ou en photo lisible, depuis la page de votre
            commande.
          </li>
        </ul>
      </section>
    </Grid>
  );
}

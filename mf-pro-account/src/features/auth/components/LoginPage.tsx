import styled from 'styled-components';

const Page = styled.section`
  max-width: 440px;
  margin: 0 auto;
  padding: 48px 24px;
`;

export function LoginPage() {
  return (
    <Page data-testid="pro-login">
      <h1>Connexion à votre espace professionnel</h1>
      <p>Agences, notaires, administrateurs de biens : commandez vos pré-états datés aux tarifs professionnels.</p>
    </Page>
  );
}

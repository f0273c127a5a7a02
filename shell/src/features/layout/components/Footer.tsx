import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COMPANY, COMPANY_ADDRESS } from '@ped/domain';
import { typeScale } from '@ped/ui';
import { PATHS, PHONE_HOURS, PHONE_NOTE } from '../config/site';

const Bar = styled.footer`
  margin-top: 64px;
  padding: 40px 24px 24px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${typeScale.sm};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 24px 40px;
  max-width: 1200px;
  margin: 0 auto;
`;

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: ${typeScale.md};
  color: ${({ theme }) => theme.colors.text};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  & a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  & a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Legal = styled.div`
  max-width: 1200px;
  margin: 32px auto 0;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  font-size: ${typeScale.xs};
  & p {
    margin: 0;
  }
`;

const Secure = styled.p`
  margin: 0 0 8px;
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const LEGAL_COLUMN = 'Informations légales';

/** A footer entry that acts rather than navigates, looking like its neighbour links. */
const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  text-align: left;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const columns: Array<{ title: string; links: Array<{ label: string; to: string }> }> = [
  {
    title: 'Pré-état daté',
    links: [
      { label: 'Commander un pré-état daté', to: PATHS.preEtatDate },
      { label: 'Le pré-état daté, c’est quoi ?', to: PATHS.whatIs },
      { label: 'Documents nécessaires', to: PATHS.documents },
      { label: 'Modèle de pré-état daté gratuit', to: PATHS.free },
    ],
  },
  {
    title: 'Professionnels',
    links: [
      { label: 'Solutions Pro.', to: PATHS.pros },
      { label: 'Mon Compte Pro.', to: PATHS.proLogin },
      { label: 'Assistance administrative et comptable', to: PATHS.accounting },
    ],
  },
  {
    title: 'Aide',
    links: [
      { label: 'Contact et aide', to: PATHS.help },
      { label: 'Questions fréquentes', to: PATHS.faq },
      { label: 'Nos horaires', to: PATHS.schedule },
    ],
  },
  {
    title: LEGAL_COLUMN,
    links: [
      { label: 'Mentions légales', to: PATHS.legal },
      { label: 'Conditions générales de vente (CGV)', to: PATHS.cgv },
    ],
  },
];

/** docs/product.md §2.6: links, payment-security text and the company registration. */
export function Footer({ phone, onCookieChoice }: { phone: string; onCookieChoice(): void }) {
  return (
    <Bar data-testid="shell-footer">
      <nav aria-label="Liens de pied de page">
        <Columns>
          {columns.map((column) => (
            <div key={column.title}>
              <Heading>{column.title}</Heading>
              <Links>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
                {column.title === LEGAL_COLUMN ? (
                  <li>
                    <LinkButton type="button" onClick={onCookieChoice}>
                      Gérer les cookies
                    </LinkButton>
                  </li>
                ) : null}
              </Links>
            </div>
          ))}
        </Columns>
      </nav>
      <Legal>
        <div>
          <Secure>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
              <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
            </svg>
            Paiement 100 % sécurisé par carte bancaire
          </Secure>
          <p>
            Transactions chiffrées (TLS) et traitées par notre prestataire de paiement certifié PCI
            DSS : nous ne conservons jamais vos données bancaires.
          </p>
        </div>
        <div>
          <p>
            Service client : <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> (
            {PHONE_NOTE.toLowerCase()}, {PHONE_HOURS.toLowerCase()})
          </p>
          <p>
            {COMPANY.legalName}, {COMPANY.legalForm} au capital de {COMPANY.capital},{' '}
            {COMPANY_ADDRESS}. {COMPANY.rcs}, SIREN {COMPANY.siren}, TVA intracommunautaire{' '}
            {COMPANY.vat}.
          </p>
          <p>
            © {new Date().getFullYear()} {COMPANY.brand}
          </p>
        </div>
      </Legal>
    </Bar>
  );
}

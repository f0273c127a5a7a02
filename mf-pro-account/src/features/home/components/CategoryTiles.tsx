import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { typeScale } from '@ped/ui';
import { categoriesFor, PRO_HOME_PATH } from '../../../shared/account-categories';
import { useProSession } from '../../../shared/useProSession';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  height: 100%;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${typeScale.sm};
  }
`;

/** Accueil: the account area's categories (configuration), Accueil itself left out. */
export function CategoryTiles() {
  const { session } = useProSession();
  return (
    <nav aria-label="Rubriques de l’espace professionnel">
      <Grid>
        {categoriesFor(session)
          .filter((category) => category.url !== PRO_HOME_PATH)
          .map((category) => (
            <li key={category.url}>
              <Tile to={category.url}>
                <strong>
                  <span aria-hidden="true">{category.icon}</span> {category.title}
                </strong>
                <span>{category.summary}</span>
              </Tile>
            </li>
          ))}
      </Grid>
    </nav>
  );
}

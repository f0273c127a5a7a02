import styled, { useTheme } from 'styled-components';

const Img = styled.img`
  height: 32px;
  width: auto;
  padding-left: 12px;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The partner's image shown beside ours when the partner theme applies (docs/product.md §1.4). */
export function PartnerLogo() {
  const { partner } = useTheme();
  if (!partner) return null;
  return (
    <Img
      src={partner.image}
      alt={`En partenariat avec ${partner.name}`}
      data-testid="partner-logo"
    />
  );
}

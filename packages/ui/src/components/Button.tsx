import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export const buttonStyles = css<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition: background 0.15s ease;
  border: 2px solid transparent;
  ${({ theme, $variant = 'primary' }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'secondary':
        return css`
          background: transparent;
          color: ${c.primary};
          border-color: ${c.primary};
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: #fff;
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
        `;
      default:
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          &:hover {
            background: ${c.primaryHover};
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

/** A link that looks like a button (for navigation, keep real links). */
export const ButtonLink = styled.a<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

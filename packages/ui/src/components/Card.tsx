import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { typeScale } from '../theme/type-scale';

const Box = styled.section`
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: 24px;
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: ${typeScale.lg};
`;

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  children: ReactNode;
}

/** A framed block of content; with a title it is a labelled region. */
export function Card({ title, children, ...rest }: CardProps) {
  return (
    <Box {...rest}>
      {title ? <Title>{title}</Title> : null}
      {children}
    </Box>
  );
}

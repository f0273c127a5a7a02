import type { ReactNode } from 'react';
import styled from 'styled-components';

const Message = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  font-weight: 500;
`;

/** The error under a field; the field points to it through aria-describedby. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return <Message id={id}>{children}</Message>;
}

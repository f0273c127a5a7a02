import type { ReactNode } from 'react';
import styled from 'styled-components';
import { typeScale } from '../../theme/type-scale';

const Message = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${typeScale.sm};
  font-weight: 500;
`;

/** The error under a field; the field points to it through aria-describedby. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return <Message id={id}>{children}</Message>;
}

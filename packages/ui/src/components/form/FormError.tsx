import type { ReactNode } from 'react';
import { Alert } from '../Alert';

/** The error of a whole form (the server's message after a failed submit). */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <Alert variant="error">{children}</Alert>;
}

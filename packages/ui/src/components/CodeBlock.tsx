import styled from 'styled-components';
import { typeScale } from '../theme/type-scale';

const Pre = styled.pre`
  margin: 0;
  padding: 12px 16px;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${typeScale.sm};
  line-height: 1.5;
  tab-size: 2;
`;

export interface CodeBlockProps {
  /** what the code is, for screen readers (« Exemple en PHP ») */
  label: string;
  code: string;
}

/**
 * A piece of code to copy as it is (a command, a program): kept on its lines, scrolled
 * sideways on a phone rather than wrapped, which would change what is copied. Focusable,
 * so the scrolling also works from the keyboard.
 */
export function CodeBlock({ label, code }: CodeBlockProps) {
  return (
    <Pre tabIndex={0} aria-label={label}>
      <code>{code}</code>
    </Pre>
  );
}

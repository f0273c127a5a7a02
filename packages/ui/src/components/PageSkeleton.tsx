import styled, { keyframes } from 'styled-components';
import { Container } from './Container';

const pulse = keyframes`50% { opacity: 0.55; }`;

/** A grey block standing for text or a field that is on its way. */
const Block = styled.span<{ $width: string; $height: number; $gap?: number }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height}px;
  margin-bottom: ${({ $gap = 12 }) => $gap}px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Frame = styled.div`
  padding-block: 40px 64px;
`;

const Card = styled.div`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/**
 * The layouts a page can wait in: `form` (the order form: title, steps, fields), `sign-in`
 * (a narrow card with two fields and a button), `content` (a content page: title, lead,
 * paragraphs).
 */
export type SkeletonLayout = 'form' | 'sign-in' | 'content';

function Field() {
  return (
    <>
      <Block $width="30%" $height={16} $gap={8} />
      <Block $width="100%" $height={44} $gap={20} />
    </>
  );
}

/**
 * Stands in for a form whose fields are still on their way: `fields` label-and-input blocks
 * and a button, in a card of its own unless the page already draws one around it.
 */
export function FormSkeleton({ fields, framed = true }: { fields: number; framed?: boolean }) {
  const blocks = (
    <>
      {Array.from({ length: fields }, (_, index) => (
        <Field key={index} />
      ))}
      <Block $width="40%" $height={44} $gap={0} />
    </>
  );
  return framed ? (
    <Card data-testid="form-skeleton">{blocks}</Card>
  ) : (
    <div data-testid="form-skeleton">{blocks}</div>
  );
}

/**
 * Stands in for a page whose code is still loading, shaped like it, so that the page moves
 * little when it comes and the footer stays out of the first screen (issue 18).
 */
export function PageSkeleton({ layout }: { layout: SkeletonLayout }) {
  return (
    <Container
      $width={layout === 'sign-in' ? 'xs' : layout === 'form' ? 'md' : 'lg'}
      role="status"
      aria-live="polite"
      data-testid="page-skeleton"
      data-layout={layout}
    >
      <Frame>
        <span hidden>Chargement de la page…</span>
        <Block $width="60%" $height={40} $gap={16} />
        {layout === 'content' ? (
          <>
            <Block $width="85%" $height={20} $gap={32} />
            {[100, 96, 98, 70].map((width) => (
              <Block key={width} $width={`${width}%`} $height={18} />
            ))}
          </>
        ) : (
          <>
            {layout === 'form' ? <Block $width="100%" $height={8} $gap={32} /> : null}
            <FormSkeleton fields={layout === 'form' ? 3 : 2} />
          </>
        )}
      </Frame>
    </Container>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from './Alert';

const Reasons = styled.ul`
  margin: 4px 0 0;
  padding-left: 20px;
  & > li + li {
    margin-top: 4px;
  }
`;

/** What the update watch says of a delivered document (ADR 078), for the notary and the seller. */
export interface FreshnessNoticeProps {
  freshness: { status: 'up-to-date' | 'to-refresh'; headline: string; reasons: string[] };
  /** what the reader can do about it, under the reasons */
  children?: ReactNode;
}

/**
 * « À jour pour la signature du … », or « À actualiser avant la signature du … » with what
 * may change the figures by then.
 */
export function FreshnessNotice({ freshness, children }: FreshnessNoticeProps) {
  if (freshness.status === 'up-to-date')
    return (
      <Alert variant="success" title={freshness.headline}>
        <p>Rien de ce que nous savons ne change les montants d’ici la signature.</p>
      </Alert>
    );
  return (
    <Alert variant="warning" title={freshness.headline}>
      <Reasons>
        {freshness.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </Reasons>
      {children}
    </Alert>
  );
}

import styled from 'styled-components';
import type { DocumentCheck } from '@ped/client';
import { Alert, Badge, typeScale } from '@ped/ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li ul {
    margin: 4px 0 0 0;
    padding-left: 20px;
    font-size: ${typeScale.sm};
  }
`;

/**
 * The checks « Terminer » waits for (document-checks.ts in @ped/domain), each satisfied or
 * with its problems in French: staff see what blocks the delivery before they try it.
 */
export function DocumentChecklist({ checks }: { checks: DocumentCheck[] }) {
  const blocking = checks.filter((check) => check.problems.length > 0);
  return (
    <section aria-label="Liste de contrôle avant « Terminer »">
      {blocking.length === 0 ? (
        <Alert variant="success">
          Tous les contrôles sont satisfaits : le document peut être délivré.
        </Alert>
      ) : (
        <Alert variant="warning" title="« Terminer » est bloqué">
          {blocking.length} contrôle(s) à satisfaire avant de délivrer le document.
        </Alert>
      )}
      <List>
        {checks.map((check) => (
          <li key={check.key}>
            {check.problems.length ? (
              <Badge $tone="warning">À corriger</Badge>
            ) : (
              <Badge $tone="success">Satisfait</Badge>
            )}{' '}
            {check.label}
            {check.problems.length > 0 && (
              <ul>
                {check.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </List>
    </section>
  );
}

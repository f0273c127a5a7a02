import styled from 'styled-components';
import {
  READING_FAILED_ADVICE,
  READING_FAILED_LABEL,
  READING_PENDING_LABEL,
  type ReadingState,
} from '@ped/domain';
import { typeScale } from '../theme/type-scale';
import { Alert } from './Alert';

const Pending = styled.p`
  margin: 0;
  font-size: ${typeScale.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ReadingStatusProps {
  reading: { status: ReadingState; reason: string | null };
  /** what the person does when the reading could not help */
  advice?: string;
}

/**
 * Where the automatic reading of a document stands (ADR 064): « Lecture en cours… » while a
 * reader works on it, the reason it gave up when it did; nothing once read, the fields it
 * filled speak for it.
 */
export function ReadingStatus({ reading, advice = READING_FAILED_ADVICE }: ReadingStatusProps) {
  if (reading.status === 'pending') return <Pending role="status">{READING_PENDING_LABEL}</Pending>;
  if (reading.status === 'done') return null;
  return (
    <Alert variant="warning" title={READING_FAILED_LABEL}>
      <p>
        {reading.reason
          ? `${reading.reason.charAt(0).toUpperCase()}${reading.reason.slice(1)}. `
          : ''}
        {advice}
      </p>
    </Alert>
  );
}

import styled from 'styled-components';
import type { BuildingRecordItem } from '@ped/client';
import { formatDateTime } from '@ped/domain';
import { typeScale } from '@ped/ui';

export const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 12px 16px 16px;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
`;

/** answer, date, details side by side when the dialog is wide enough */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 8px 12px;
  align-items: start;
`;

const Muted = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${typeScale.xs};
`;

/** Where the current answer comes from: « Saisi par … le …, lu dans … ». */
export function Provenance({ item }: { item: BuildingRecordItem | undefined }) {
  if (!item?.source) return null;
  const { by, at, document_label: document } = item.source;
  return (
    <Muted>
      Saisi par {by} le {formatDateTime(at)}
      {document ? `, lu dans ${document}` : ''}
      {item.entries > 1 ? ` (${item.entries} saisies)` : ''}
    </Muted>
  );
}

import styled from 'styled-components';
import type { UploadResult } from '../api/orders-api';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 16px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
`;

type Upload = UploadResult['upload'];

export function UploadedDocumentList({ uploads, typeLabel }: { uploads: Upload[]; typeLabel(doctype: number | null): string }) {
  if (uploads.length === 0) return null;
  return (
    <List aria-label="Documents déposés">
      {uploads.map((upload) => (
        <Item key={upload.id}>
          <span>{upload.name || upload.url.split('/').pop()}</span>
          <span>Type reconnu : {typeLabel(upload.doctype)}</span>
        </Item>
      ))}
    </List>
  );
}

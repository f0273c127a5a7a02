import styled from 'styled-components';
import { formatDate } from '@ped/domain';
import { typeScale } from '@ped/ui';
import { REVIEWS } from '../data/reviews';

const List = styled.ol`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 16px;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  p {
    margin: 0 0 6px;
  }
`;

const Meta = styled.p`
  font-size: ${typeScale.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ReviewList() {
  return (
    <List data-testid="reviews">
      {REVIEWS.map((review) => (
        <li key={`${review.author}-${review.date}`}>
          <p>« {review.message} »</p>
          <Meta>
            {review.author} · <time dateTime={review.date}>{formatDate(review.date)}</time>
          </Meta>
        </li>
      ))}
    </List>
  );
}

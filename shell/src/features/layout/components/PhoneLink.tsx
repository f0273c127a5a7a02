import styled from 'styled-components';
import { typeScale } from '@ped/ui';
import { PHONE_HOURS, PHONE_HOURS_SHORT, PHONE_NOTE } from '../config/site';

const Link = styled.a`
  display: inline-flex;
  flex-direction: column;
  line-height: 1.2;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  & strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${typeScale.md};
    white-space: nowrap;
  }
  & small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${typeScale.xs};
  }
`;

/** The support line: free call, Monday to Friday 9h-19h (docs/product.md §2.6). */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Link
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      title={`${PHONE_NOTE}, ${PHONE_HOURS.toLowerCase()}`}
    >
      <strong>{phone}</strong>
      <small>
        {PHONE_NOTE} · {PHONE_HOURS_SHORT}
      </small>
    </Link>
  );
}

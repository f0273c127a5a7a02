import { useSelector } from 'react-redux';
import styled from 'styled-components';
import type { OrdersState } from '../store/orders-module';

const Page = styled.section`
  max-width: 900px;
  margin: 0 auto;
  padding: 48px 24px;
`;

export function OrderPage() {
  const registered = useSelector((state: { orders?: OrdersState }) => state.orders !== undefined);
  return (
    <Page data-testid="ordering-page" data-store-registered={registered}>
      <h1>Commander votre pré-état daté</h1>
      <p>Renseignez votre bien, vos documents et payez en ligne : votre pré-état daté est prêt sous 24 h.</p>
    </Page>
  );
}

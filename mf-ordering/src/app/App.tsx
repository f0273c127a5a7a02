import { Navigate, Route, Routes } from 'react-router-dom';
import { useStoreModules } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';
import { OrderPage } from '../features/order-form/components/OrderPage';
import { ordersModule } from '../features/order-form/store/orders-module';

/** The ordering remote: its reducers and sagas join the shell's store when it mounts. */
export default function OrderingApp() {
  const ready = useStoreModules([ordersModule]);
  if (!ready) return <LoadingScreen />;
  return (
    <Routes>
      <Route path="/pre-etat-date/commande" element={<OrderPage />} />
      <Route path="*" element={<Navigate to="/page-introuvable" replace />} />
    </Routes>
  );
}

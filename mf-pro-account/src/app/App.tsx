import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/LoginPage';

const BASE = '/mon-compte-professionnel';

export default function ProAccountApp() {
  return (
    <Routes>
      <Route path={`${BASE}/connexion`} element={<LoginPage />} />
      <Route path="*" element={<Navigate to={`${BASE}/connexion`} replace />} />
    </Routes>
  );
}

import { Navigate, Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/components/HomePage';

/** The marketing remote's own routes (content pages); the shell sends it the paths it owns. */
export default function MarketingApp() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<Navigate to="/page-introuvable" replace />} />
    </Routes>
  );
}

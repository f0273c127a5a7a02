import { useState } from 'react';
import { mountStandalone } from '@ped/host';
import AdminPanel from './app/AdminPanel';

function StandaloneAdmin() {
  const [tabIndex, setTabIndex] = useState(0);
  return <AdminPanel tabIndex={tabIndex} onTabChange={setTabIndex} />;
}

mountStandalone(StandaloneAdmin);

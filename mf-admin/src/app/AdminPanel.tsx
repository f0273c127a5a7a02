import type { AdminPanelModule, AdminPanelProps } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';
import { AdminTabs } from './AdminTabs';
import { useResourcesModule } from '../store/resources/useResources';

/** The admin panel's content; the shell's drawer hosts it for admin sessions only. */
function AdminPanel({ tabIndex, onTabChange }: AdminPanelProps) {
  const ready = useResourcesModule();
  if (!ready) return <LoadingScreen />;
  return <AdminTabs tabIndex={tabIndex} onTabChange={onTabChange} />;
}

// The shell loads this module as './AdminPanel' by its contract in @ped/contracts (ExposedModules).
export default AdminPanel satisfies AdminPanelModule['default'];

import type { AdminPanelProps } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';
import { AdminTabs } from '../features/panel/components/AdminTabs';
import { useResourcesModule } from '../store/resources/useResources';

/** The admin panel's content; the shell's drawer hosts it for admin sessions only. */
export default function AdminPanel({ tabIndex, onTabChange }: AdminPanelProps) {
  const ready = useResourcesModule();
  if (!ready) return <LoadingScreen />;
  return <AdminTabs tabIndex={tabIndex} onTabChange={onTabChange} />;
}

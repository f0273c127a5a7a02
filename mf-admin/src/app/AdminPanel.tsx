import type { AdminPanelProps } from '@ped/contracts';
import { AdminTabs } from '../features/panel/components/AdminTabs';

/** The admin panel's content; the shell's drawer hosts it for admin sessions only. */
export default function AdminPanel({ tabIndex, onTabChange }: AdminPanelProps) {
  return <AdminTabs tabIndex={tabIndex} onTabChange={onTabChange} />;
}

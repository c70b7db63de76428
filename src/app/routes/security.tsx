import { SecurityPage } from '@/features/auth/security-page';

export function SecurityRoute() {
  return <SecurityPage />;
}

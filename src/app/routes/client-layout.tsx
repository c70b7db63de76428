import { ClientLayout } from '@/features/storefront/client-layout';

export function ClientLayoutRoute() {
  return <ClientLayout />;
}

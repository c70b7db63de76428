import { useSignOut } from '@/features/auth/use-sign-out';
import { KitchenPage } from '@/features/kitchen/kitchen-page';

/** /cozinha with the sign-out of the auth feature behind its "Trocar de conta". */
export function KitchenRoute() {
  const signOut = useSignOut();
  return <KitchenPage onSwitchAccount={() => void signOut()} />;
}

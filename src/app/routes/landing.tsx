import { LandingPage } from '@/features/landing/landing-page';
import { useSession } from '@/data/account/use-session';

export function LandingRoute() {
  const { status } = useSession();
  return <LandingPage signedIn={status === 'signed-in'} />;
}

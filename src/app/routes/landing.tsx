import { LandingPage } from '@/features/landing/landing-page';
import { useSession } from '@/lib/use-session';

export function LandingRoute() {
  const { status } = useSession();
  return <LandingPage signedIn={status === 'signed-in'} />;
}

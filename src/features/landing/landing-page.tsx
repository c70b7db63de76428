import { LandingCta } from '@/features/landing/landing-cta';
import { LandingFeatures } from '@/features/landing/landing-features';
import { LandingHero } from '@/features/landing/landing-hero';

interface LandingPageProps {
  /** Whether an admin session exists: decides where the main button goes. */
  signedIn: boolean;
}

/** The landing page: hero with the two buttons, feature list, call to try the menu. */
export function LandingPage({ signedIn }: LandingPageProps) {
  return (
    <>
      <LandingHero signedIn={signedIn} />
      <LandingFeatures />
      <LandingCta />
    </>
  );
}

import { PagePlaceholder } from '@/components/page-placeholder';

// Not built yet: the spec title inside the real layout, saying plainly that the screen is coming.
export function DeliveryRoute() {
  return <PagePlaceholder title="Áreas de Entrega" />;
}

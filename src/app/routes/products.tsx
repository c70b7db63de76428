import { PagePlaceholder } from '@/components/page-placeholder';

// Not built yet: the spec title inside the real layout, saying plainly that the screen is coming.
export function ProductsRoute() {
  return <PagePlaceholder title="Produtos" />;
}

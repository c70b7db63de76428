import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';

/** A layout's page: while its code loads the layout stays and the loader shows in the page's place. */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageLoader inline />}>
      <Outlet />
    </Suspense>
  );
}

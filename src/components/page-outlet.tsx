import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { PAGE_SHOWN_EVENT } from '@/lib/page-markers';

/** Tells the app that the page beside it is on screen and running (src/app/take-over.ts). */
function PageShown() {
  useEffect(() => {
    window.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
  }, []);
  return null;
}

/** A layout's page: while its code loads the layout stays and the loader shows in the page's place. */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageLoader inline />}>
      <Outlet />
      <PageShown />
    </Suspense>
  );
}

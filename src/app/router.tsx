import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { routeComponent } from '@/app/route-modules';
import { frameLoaders, routeTable, type Frame, type PageRoute } from '@/app/route-table';
import { ErrorPage } from '@/app/routes/error-page';
import { NotFoundRoute } from '@/app/routes/not-found';
import { ScrollToTop } from '@/app/scroll-to-top';
import { PageLoader } from '@/components/page-loader';
import { SiteLayout } from '@/components/layouts/site-layout';

// Declarative routes rather than a data router: no page uses loaders or actions, and it keeps
// about 16 KB (gzip) off every first page. The pages come from the one route table.

const ClientLayout = routeComponent(frameLoaders.clientLayout);
const RequireAuth = routeComponent(frameLoaders.adminGuard);
const AdminLayout = routeComponent(frameLoaders.adminLayout);

const pages = new Map<PageRoute, ComponentType>(
  routeTable.map((route) => [route, routeComponent(route.page)]),
);

function pageRoutes(frame: Frame) {
  return routeTable
    .filter((route) => route.frame === frame)
    .flatMap((route) => {
      const Page = pages.get(route)!;
      return route.paths.map((path) =>
        path === '/' ? (
          <Route key={path} index element={<Page />} />
        ) : (
          <Route key={path} path={path} element={<Page />} />
        ),
      );
    });
}

interface BoundaryProps {
  children: ReactNode;
  /** The path: navigating elsewhere gives the new page its chance. */
  resetKey: string;
}

/** A page whose code could not be downloaded (offline, or a chunk gone after a deploy). */
function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|loading (css )?chunk/i.test(error.message)
  );
}

/** A page that fails to render or to load shows the error page, whose retry renders it again. */
class RouteErrorBoundary extends Component<
  BoundaryProps,
  { error: unknown; failed: boolean; key: string }
> {
  state = { error: null as unknown, failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  retry = () => {
    // React.lazy remembers a failed download: only a new document loads the page again.
    if (isChunkError(this.state.error)) window.location.reload();
    else this.setState({ error: null, failed: false });
  };

  render() {
    if (this.state.failed) return <ErrorPage onRetry={this.retry} />;
    return <Suspense fallback={<PageLoader />}>{this.props.children}</Suspense>;
  }
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <ScrollToTop />
      <Routes>
        <Route path="/" element={<SiteLayout />}>
          {pageRoutes('site')}
        </Route>
        {pageRoutes('none')}
        <Route element={<ClientLayout />}>{pageRoutes('client')}</Route>
        <Route element={<RequireAuth />}>
          <Route element={<AdminLayout />}>{pageRoutes('admin')}</Route>
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

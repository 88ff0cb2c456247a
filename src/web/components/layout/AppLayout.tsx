import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { titleFor } from '../../../shared/routes';
import { trackPageView } from '../../lib/analytics';
import { Toaster } from '../ui/Toaster';
import { useWhiteLabelTitle } from './BrandMark';
import { Footer } from './Footer';
import { TopNav } from './TopNav';

/** Every page: navigation, the page, footer and the toast area; sets the title and counts the view. */
export function AppLayout() {
  const { pathname } = useLocation();

  // A layout effect runs before every page's passive effects, so a page that sets its own title
  // (a blog article's metaTitle) in useEffect always wins over the route table's default.
  useLayoutEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
  useWhiteLabelTitle(pathname);

  useEffect(() => {
    trackPageView(pathname, document.title);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <TopNav />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      {/* A new page starts at the top, Back returns to where you were. Keyed by path, so a
          query change on the same page (a time range, a tab) does not jump to the top. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </div>
  );
}

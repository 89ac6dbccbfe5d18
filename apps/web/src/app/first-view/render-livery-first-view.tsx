import type { CurrentUser, FollowState, LiveryDetail } from '@paddock/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { MAIN_CONTENT_ID } from '@/app/layout/root-layout';
import LiveryDetailPage from '@/app/routes/livery-detail';
import { followKey } from '@/features/notifications/api/query-keys';
import { liveryQueryKey } from '@/lib/queries/livery';
import { currentUserQueryKey } from '@/lib/session/get-current-user';

/**
 * The livery page as the visitor's browser first draws it (`viewer`: the signed-in member, or null;
 * `follow`: whether they follow the livery), as HTML for the server to put into the page
 * (apps/server/src/plugins/page-first-view.ts): the first screenshot, the page's largest paint, is
 * then drawn with the HTML instead of once the app's code has run. Not hydrated: the app renders
 * the same page over it, from the same answers, and these elements are only what is on screen
 * until then.
 */
export function renderLiveryFirstView(
  livery: LiveryDetail,
  viewer: CurrentUser | null = null,
  follow: FollowState | null = null,
): string {
  const queries = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queries.setQueryData(liveryQueryKey(livery.id), livery);
  queries.setQueryData(currentUserQueryKey, viewer);
  if (follow) queries.setQueryData(followKey('livery', livery.id), follow);
  return renderToString(
    <StaticRouter location={`/livery/${livery.id}`}>
      <QueryClientProvider client={queries}>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Routes>
            <Route path="/livery/:id" element={<LiveryDetailPage />} />
          </Routes>
        </main>
      </QueryClientProvider>
    </StaticRouter>,
  );
}

import { CrashScreen, LoadError, LoadingSpinner } from '@docs/docs-chrome';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunkErrors';
import { useReportPageError } from './pageError';
import { usePageLoad } from './pageLoad';

/**
 * The route error boundary of every page (and of the layout): a page chunk
 * that failed to load shows its error with Retry; anything else that went wrong while rendering shows the crash
 * screen, whose `Try again` renders the page again. Either way the document
 * is titled `Page Error`.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  useReportPageError();
  return isChunkLoadError(error) ? <PageLoadFailure error={error} /> : <PageCrash error={error} />;
}

function PageLoadFailure({ error }: { error: unknown }) {
  const { retry, isReloading } = usePageLoad();
  // The browser is already loading the page afresh: keep showing that it loads.
  if (isReloading()) return <LoadingSpinner />;
  return <LoadError error={error} onRetry={retry} />;
}

function PageCrash({ error }: { error: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The router clears a route's render error when the location changes: "go" to where we are.
  const tryAgain = () => void navigate(location, { replace: true, preventScrollReset: true, state: location.state });
  return <CrashScreen error={error} onTryAgain={tryAgain} />;
}

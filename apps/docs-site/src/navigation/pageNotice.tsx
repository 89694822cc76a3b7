import { StatusNotice, type StatusNoticeAction } from '@docs/docs-chrome';
import { createRoot, type Root } from 'react-dom/client';

/** What the reader is told about the page, at the bottom of the viewport. */
export interface PageNotice {
  message: string;
  action?: StatusNoticeAction;
  /** What Dismiss does; default: hide the notice. */
  onDismiss?: () => void;
}

export interface PageNoticeHost {
  show(notice: PageNotice): void;
  hide(): void;
  /** The notice shown now, if any. */
  current(): PageNotice | undefined;
}

/** Id of the element the notices are rendered in, after `#root`. */
export const PAGE_NOTICES_ID = 'page-notices';

/** Time between adding the empty live region and writing the first message into it. */
export const FIRST_MESSAGE_DELAY_MS = 150;

/**
 * The site's notices (a page's interactive parts did not load, the reader is
 * offline), rendered in a React root of their own after `#root`: they can
 * appear whether or not the app has hydrated the page, and never touch the
 * server's markup the app hydrates. The root is made on the first notice; a
 * live region is announced only when its text changes after it exists, so
 * the first message follows the empty region a moment later.
 */
export function createPageNoticeHost(doc: Document = document): PageNoticeHost {
  let container: HTMLElement | undefined;
  let root: Root | undefined;
  let shown: PageNotice | undefined;
  let firstMessageWaits = false;

  const render = () =>
    root?.render(
      <StatusNotice message={shown?.message} action={shown?.action} onDismiss={shown && (shown.onDismiss ?? hide)} />,
    );

  function mount() {
    container = doc.createElement('div');
    container.id = PAGE_NOTICES_ID;
    doc.body.append(container);
    root = createRoot(container);
    root.render(<StatusNotice />);
    firstMessageWaits = true;
    setTimeout(() => {
      firstMessageWaits = false;
      render();
    }, FIRST_MESSAGE_DELAY_MS);
  }

  function hide() {
    // The focused button goes away with the notice: the focus goes to the page's main content.
    if (container?.contains(doc.activeElement)) doc.getElementById('main-content')?.focus();
    shown = undefined;
    if (!firstMessageWaits) render();
  }

  return {
    show(notice) {
      shown = notice;
      if (!root) mount();
      else if (!firstMessageWaits) render();
    },
    hide,
    current: () => shown,
  };
}

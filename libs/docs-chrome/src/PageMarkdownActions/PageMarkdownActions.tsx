import { useCallback, useEffect, useRef, useState } from 'react';
import { CheckIcon, CopyIcon, MarkdownIcon } from '../icons/icons';
import a11y from '../theme/a11y.module.css';
import styles from './PageMarkdownActions.module.css';

export interface PageMarkdownActionsProps {
  /** The page's Markdown address (`/tutorials/concepts/match-levels.md`), opened by "View as Markdown". */
  markdownHref: string;
  /**
   * The page's Markdown as the reader reads it (their SDK's code), made when "Copy page" is
   * pressed: it may load the code that makes it. Rejecting, or giving `undefined`, shows "Copy failed".
   */
  getMarkdown: () => Promise<string | undefined>;
  /**
   * Called when the reader points at or focuses "Copy page", before they press it: a chance to
   * start loading what `getMarkdown` needs, so the copy that follows is quick.
   */
  onPrepare?: () => void;
  /** How long "Copied" (or "Copy failed") shows before the button reads "Copy page" again. */
  resetAfterMs?: number;
}

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const LABELS: Record<CopyState, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** What the status region announces: the copy starting (it may take a moment), then its outcome. */
const STATUS: Record<CopyState, string> = {
  idle: '',
  copying: 'Copying the page…',
  copied: 'Copied',
  failed: 'Could not copy the page',
};

/**
 * Puts text that is still being made on the clipboard. Where the browser takes a clipboard item
 * whose content is a promise (Chromium, Safari), the write starts in the click itself: Safari
 * refuses a write that starts after an `await`. Elsewhere the text is written once made.
 */
async function writeToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * The page's Markdown for tools and AI assistants: "Copy page" puts it on the clipboard (for the
 * reader's SDK, as `getMarkdown` makes it) and says "Copied", on the button and to screen readers;
 * "View as Markdown" opens the `.md` the site serves. A plain link, not a client-side route.
 */
export function PageMarkdownActions({
  markdownHref,
  getMarkdown,
  onPrepare,
  resetAfterMs = 2000,
}: PageMarkdownActionsProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    clearTimeout(timer.current);
    setState('copying');
    const text = getMarkdown().then((markdown) => {
      if (markdown === undefined) throw new Error('This page has no Markdown to copy.');
      return markdown;
    });
    try {
      await writeToClipboard(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), resetAfterMs);
  }, [getMarkdown, resetAfterMs]);

  return (
    <div className={styles.actions} role="group" aria-label="Page as Markdown">
      <button
        type="button"
        className={styles.action}
        onClick={copy}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        aria-busy={state === 'copying' || undefined}
        data-state={state}
      >
        {state === 'copied' ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
        {/* Every label takes the same space, the widest's, so the row never moves when it changes. */}
        <span className={styles.label}>
          <span className={styles.labelText}>{LABELS[state]}</span>
        </span>
      </button>
      <a className={styles.action} href={markdownHref} type="text/markdown">
        <MarkdownIcon width={16} height={16} />
        <span>View as Markdown</span>
      </a>
      <span className={a11y.visuallyHidden} role="status">
        {STATUS[state]}
      </span>
    </div>
  );
}

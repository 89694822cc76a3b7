import { useDocsChrome } from '../context/DocsChromeProvider';
import styles from './DocSdkNotice.module.css';

export interface DocSdkNoticeProps {
  /** The reader's SDK, by name (`Cypress`). */
  sdkName: string;
  /** What the page is about, briefly (`native mobile apps`); without it the notice names no subject. */
  subject?: string | undefined;
  /** The closest page that applies to the SDK. */
  alternative?: { href: string; label: string } | undefined;
  /** `data-sdks` of the notice, for a host that renders one per SDK before it knows the reader's (see `Sidebar`'s `markSdks`). */
  sdks?: string | undefined;
}

/**
 * A polite notice at the top of a page that does not apply to the reader's
 * SDK: "This page is about native mobile apps; it does not apply to Cypress."
 * with a link to the closest page that does. The page itself stays readable
 * below it (a note, not an alert: nothing went wrong).
 */
export function DocSdkNotice({ sdkName, subject, alternative, sdks }: DocSdkNoticeProps) {
  const { Link } = useDocsChrome();
  return (
    <div className={styles.notice} role="note" data-sdks={sdks}>
      <p className={styles.text}>
        {subject
          ? `This page is about ${subject}; it does not apply to ${sdkName}.`
          : `This page does not apply to ${sdkName}.`}
        {alternative && (
          <>
            {' '}
            The closest page for {sdkName}: <Link href={alternative.href}>{alternative.label}</Link>.
          </>
        )}
      </p>
    </div>
  );
}

import { useDocsChrome } from '../context/DocsChromeProvider';
import { excerptWindow, highlightSegments } from './excerpt';
import type { SearchResultItem } from './types';
import styles from './SearchDialog.module.css';

/** Text with the matched words in `<mark>`. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, terms).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

export interface SearchResultOptionProps {
  result: SearchResultItem;
  id: string;
  active: boolean;
  onSelect: () => void;
  onActivate: () => void;
}

/**
 * One result: a link (the host's `Link`) with `role="option"`, never a Tab
 * stop (the box keeps focus and points at it with `aria-activedescendant`).
 */
export function SearchResultOption({ result, id, active, onSelect, onActivate }: SearchResultOptionProps) {
  const { Link } = useDocsChrome();
  const terms = result.matches ?? [];
  return (
    <Link
      href={result.href}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={styles.option}
      onClick={onSelect}
      onMouseMove={() => {
        if (!active) onActivate();
      }}
    >
      <span className={styles.optionHeader}>
        <span className={styles.optionTitle}>
          <Highlighted text={result.title} terms={terms} />
          {result.heading && (
            <>
              <span className={styles.separator} aria-hidden="true">
                {' › '}
              </span>
              <span className={styles.visuallyHidden}>, </span>
              <Highlighted text={result.heading} terms={terms} />
            </>
          )}
        </span>
        {result.badge && (
          <>
            {/* Read out as "Title, Heading, SDK. Excerpt", not run together ("HeadingSDKExcerpt"). */}
            <span className={styles.visuallyHidden}>, </span>
            <span className={styles.badge}>{result.badge}</span>
          </>
        )}
      </span>
      {result.excerpt && <span className={styles.visuallyHidden}>. </span>}
      {result.excerpt && (
        <span className={styles.excerpt}>
          <Highlighted text={excerptWindow(result.excerpt, terms)} terms={terms} />
        </span>
      )}
    </Link>
  );
}

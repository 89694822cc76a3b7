import styles from './SkipLink.module.css';

export interface SkipLinkProps {
  /** Id of the element that holds the page's main content. */
  targetId?: string;
  children?: string;
}

/**
 * The first focusable element of every page: hidden until focused, it jumps
 * keyboard and screen-reader users past the navbar and sidebar.
 */
export function SkipLink({ targetId = 'main-content', children = 'Skip to main content' }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {children}
    </a>
  );
}

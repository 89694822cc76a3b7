import type { PreviousAndNext, SdkPreviousAndNext, SidebarLink } from '@docs/content-model';
import { useDocsChrome } from '../context/DocsChromeProvider';
import styles from './DocPaginator.module.css';

export interface DocPaginatorProps extends PreviousAndNext {
  /** Accessible name of the navigation; default `Docs pages`. */
  label?: string;
  /** The small words above each link; default `Previous` and `Next` (a blog: `Newer post`, `Older post`). */
  sublabels?: { previous: string; next: string };
  /**
   * For a page rendered before the reader's SDK is known: the neighbours each
   * group of SDKs sees (`previousAndNextBySdk`), used instead of `previous`
   * and `next`. Where the groups differ, every alternative is rendered and
   * marked `data-sdks="<keys>"` (the navigation too, when some SDKs see no
   * neighbour), for a host stylesheet rule that hides what the reader's SDK
   * does not see, like `Sidebar`'s `markSdks`.
   */
  bySdk?: readonly SdkPreviousAndNext[];
}

/** One link, or none, of a side of the paginator, and the SDKs that see it (`undefined`: every SDK). */
interface SideOption {
  link?: SidebarLink;
  sdks?: string;
}

/** The distinct links of one side across the groups; marked only when they differ. */
function sideOptions(groups: readonly SdkPreviousAndNext[], side: 'previous' | 'next'): SideOption[] {
  const byDoc = new Map<string, { link?: SidebarLink; sdks: string[] }>();
  for (const group of groups) {
    const link = group[side];
    const option = byDoc.get(link?.docId ?? '') ?? { link, sdks: [] };
    option.sdks.push(...group.sdks);
    byDoc.set(link?.docId ?? '', option);
  }
  const options = [...byDoc.values()];
  return options.length === 1
    ? [{ link: options[0]?.link }]
    : options.map(({ link, sdks }) => ({ link, sdks: sdks.join(' ') }));
}

/** Links to the previous and next pages in sidebar order (`previousAndNext` of `@docs/content-model`). */
const DEFAULT_SUBLABELS = { previous: 'Previous', next: 'Next' };

export function DocPaginator({
  previous,
  next,
  label = 'Docs pages',
  sublabels = DEFAULT_SUBLABELS,
  bySdk,
}: DocPaginatorProps) {
  const { Link } = useDocsChrome();
  const groups = bySdk ?? [{ previous, next, sdks: [] }];
  const shown = groups.filter((group) => group.previous || group.next);
  if (shown.length === 0) return null;
  const navSdks = shown.length < groups.length ? shown.flatMap((group) => group.sdks).join(' ') : undefined;

  const renderSide = (side: 'previous' | 'next') =>
    sideOptions(shown, side).map(({ link, sdks }) => {
      const key = link?.docId ?? '';
      if (!link) return side === 'previous' ? <span key={key} data-sdks={sdks} /> : null;
      const anchor = (
        <Link key={key} href={link.href} className={`${styles.link} ${styles[side]}`}>
          <span className={styles.sublabel}>{sublabels[side]}</span>
          <span className={styles.label}>{side === 'previous' ? `« ${link.label}` : `${link.label} »`}</span>
        </Link>
      );
      return sdks === undefined ? (
        anchor
      ) : (
        <span key={key} className={styles.alternative} data-sdks={sdks}>
          {anchor}
        </span>
      );
    });

  return (
    <nav className={styles.paginator} aria-label={label} data-sdks={navSdks}>
      {renderSide('previous')}
      {renderSide('next')}
    </nav>
  );
}

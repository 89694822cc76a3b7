import { FloatingFocusManager, FloatingOverlay, useFloating } from '@floating-ui/react';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { SearchTypeAhead } from '../hooks/useSearchTypeAhead';
import { CloseIcon, SearchIcon } from '../icons/icons';
import { LoadingSpinner } from '../LoadingSpinner/LoadingSpinner';
import { SearchResultOption } from './SearchResultOption';
import type { SearchResultGroup, SearchResultItem, SearchStatus } from './types';
import { useActiveOption } from './useActiveOption';
import styles from './SearchDialog.module.css';
import frame from './SearchDialogFrame.module.css';

export type { SearchResultGroup, SearchResultItem, SearchStatus } from './types';

/** What turned `All SDKs` on or off: the switch, or the "N more in other SDKs" option. */
export type AllSdksChangeSource = 'switch' | 'more';

export interface SearchDialogProps {
  open: boolean;
  /** Called with `false` on Escape, the close button and a click outside. */
  onOpenChange: (open: boolean) => void;
  /** Controlled query; with `onQueryChange`. */
  query?: string;
  defaultQuery?: string;
  onQueryChange?: (query: string) => void;
  status: SearchStatus;
  /** What went wrong (status `error`). */
  error?: string;
  /** Shown as `Retry` with status `error`. */
  onRetry?: () => void;
  /** Results for the query, in order; shown with status `ready`, `partial` (more to come) and `error` (the failure above them). */
  groups?: readonly SearchResultGroup[];
  /**
   * Matches left out because they belong to other SDKs: with `onAllSdksChange`, the last
   * option of the results says how many ("7 more in other SDKs") and turns `allSdks` on.
   */
  hiddenCount?: number;
  /** The reader's SDK, e.g. `Cypress`: its results rank higher. */
  scopeLabel?: string;
  /** Whether results of every SDK show; the switch appears with `onAllSdksChange`. */
  allSdks?: boolean;
  /**
   * The reader moved the `All SDKs` switch (`via` `switch`), or chose the "N more in other SDKs"
   * option (`more`, always `true`): the host may treat the latter as for this search only.
   */
  onAllSdksChange?: (allSdks: boolean, via: AllSdksChangeSource) => void;
  /** Earlier queries, newest first, offered while the box is empty. */
  recentSearches?: readonly string[];
  onRecentClear?: () => void;
  /** A result was opened (its link then navigates). */
  onResultSelect?: (result: SearchResultItem, query: string) => void;
  /** Accessible name of the dialog and the box; default `Search the docs`. */
  label?: string;
  /**
   * What the reader typed after asking for search, before the box had the focus
   * (`useSearchTypeAhead`, started by `NavbarSearch`): taken on opening as the query.
   * Without such text, a query kept from the last time is selected, so typing replaces it.
   */
  typeAhead?: Pick<SearchTypeAhead, 'take'>;
  /** Fade in as it opens; default `true`. `false` when it takes the place of a `SearchDialogShell` already on screen. */
  fadeIn?: boolean;
}

/**
 * The search dialog: a modal (`aria-modal`, focus kept inside, page scroll
 * locked, portalled to `<body>`) with a combobox whose listbox shows grouped
 * results as the reader types. Arrow keys move through the options, Enter
 * opens one, Escape closes the dialog and focus returns to where it was.
 * Loading, failure (with `Retry`), no results and recent searches each have a
 * state of their own. With status `partial` the results shown are a first
 * part (say, from an index of titles) and the dialog says that more are
 * coming instead of "No results". Props in, callbacks out: the host runs
 * the search.
 */
export function SearchDialog(props: SearchDialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<SearchDialogPanel {...props} />, document.body);
}

const SEARCHING_FULL_TEXT = 'Searching the full text…';

/** What the live region announces: how many results, and whether more are coming. */
function resultsStatus(count: number, status: SearchStatus): string {
  if (status === 'partial')
    return count === 0 ? '' : `${count} ${count === 1 ? 'result' : 'results'} so far; ${SEARCHING_FULL_TEXT}`;
  if (count === 0) return 'No results';
  return `${count} ${count === 1 ? 'result' : 'results'}`;
}

type Option =
  | { kind: 'result'; key: string; result: SearchResultItem }
  | { kind: 'recent'; key: string; query: string }
  | { kind: 'more'; key: string; count: number };

/** `7 more in other SDKs`: the matches the reader's scope leaves out. */
export function moreInOtherSdksLabel(count: number): string {
  return `${count} more in other ${count === 1 ? 'SDK' : 'SDKs'}`;
}

/** The key of the option that offers the matches of other SDKs. */
const MORE_OPTION_KEY = 'more-in-other-sdks';

/** What the dialog searches, said while the box is empty. */
export function searchScopeText(scopeLabel: string | undefined, allSdks: boolean, scoped: boolean): string {
  if (!scopeLabel) return 'Type to search every page.';
  // Without the switch the host does not leave other SDKs out: it only ranks the reader's higher.
  return scoped && !allSdks
    ? `Search the general docs and ${scopeLabel} pages.`
    : `Search every page; ${scopeLabel} pages rank higher.`;
}

function SearchDialogPanel({
  onOpenChange,
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  status,
  error,
  onRetry,
  groups = [],
  hiddenCount = 0,
  scopeLabel,
  allSdks = false,
  onAllSdksChange,
  recentSearches = [],
  onRecentClear,
  onResultSelect,
  label = 'Search the docs',
  typeAhead,
  fadeIn = true,
}: SearchDialogProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  // Modal through Floating UI: page scroll locked (`FloatingOverlay`), Tab kept inside and focus
  // given back on closing to where it was (`FloatingFocusManager`), the rest of the page hidden
  // from assistive technology meanwhile.
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onOpenChange(false);
    },
  });
  // A stable callback ref (not a ref's value), read once here as the React Compiler rules ask.
  const { setFloating } = refs;
  const [query, setQuery] = useControllableState({
    prop: queryProp,
    defaultProp: defaultQuery,
    onChange: onQueryChange,
    caller: 'SearchDialog',
  });
  const trimmed = query.trim();

  // The focus manager gives the box the focus on the frame after opening. Until then the type-ahead
  // keeps every key; the first time the box has the focus, what it kept becomes the query, in the
  // same task, so no key falls between the two. What was typed replaces a query kept from the last
  // time, as typing into the selection would.
  const boxFocused = useRef(false);
  const onBoxFocus = () => {
    if (boxFocused.current) return;
    boxFocused.current = true;
    const typed = typeAhead?.take() ?? '';
    if (typed) setQuery(typed);
    else inputRef.current?.select();
  };

  const resultCount = groups.reduce((count, group) => count + group.results.length, 0);
  const showRecent = trimmed === '' && recentSearches.length > 0;
  const showResults =
    trimmed !== '' && (status === 'ready' || status === 'partial' || (status === 'error' && resultCount > 0));
  // Offered beside the results in scope, not only instead of them.
  const moreCount = showResults && !allSdks && onAllSdksChange && hiddenCount > 0 ? hiddenCount : 0;
  const options = useMemo<Option[]>(() => {
    if (showRecent) return recentSearches.map((recent) => ({ kind: 'recent', key: `recent:${recent}`, query: recent }));
    if (!showResults) return [];
    const results = groups.flatMap((group) =>
      group.results.map((result): Option => ({ kind: 'result', key: result.id, result })),
    );
    return moreCount > 0 ? [...results, { kind: 'more', key: MORE_OPTION_KEY, count: moreCount }] : results;
  }, [showRecent, showResults, recentSearches, groups, moreCount]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (option.kind === 'recent') setQuery(option.query);
    else if (option.kind === 'more') onAllSdksChange?.(true, 'more');
    // A click on the result's link: the host's router navigates and `onResultSelect` runs.
    else document.getElementById(optionId(index))?.click();
  };
  const optionKeys = options.map((option) => option.key);
  const { activeIndex, activeId, setActive, onKeyDown } = useActiveOption(
    optionKeys,
    trimmed,
    optionId,
    choose,
    (key) => key === MORE_OPTION_KEY,
  );
  // Back on the first option (a new query, the arrows wrapping), the list shows from its top, with
  // the first group's heading: scrolling that option into view alone would leave the heading above.
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (activeIndex <= 0) bodyRef.current?.scrollTo?.({ top: 0 });
  }, [activeIndex, trimmed, allSdks]);

  const onDialogKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChange(false);
    }
  };

  // The "more" row under a list of results (not alone, under "No results"): kept below the list.
  const moreBelow = moreCount > 0 && resultCount > 0 && trimmed !== '';
  const expanded = options.length > 0;
  let optionIndex = 0;

  const renderResult = (groupLabel: string) => (result: SearchResultItem) => {
    const index = optionIndex++;
    // The group's heading already names its SDK: a row repeats it only when it differs.
    const { badge, ...rest } = result;
    return (
      <SearchResultOption
        key={result.id}
        result={badge && badge !== groupLabel ? result : rest}
        id={optionId(index)}
        active={index === activeIndex}
        onSelect={() => onResultSelect?.(result, trimmed)}
        onActivate={() => setActive(index)}
      />
    );
  };

  const failure = status === 'error' && (
    <div className={styles.message} role="alert">
      <p className={styles.errorText}>Search could not be loaded{error ? `: ${error}` : '.'}</p>
      {onRetry && (
        <button type="button" className={styles.action} onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );

  const moreOption = () => {
    const index = options.length - 1;
    const option = options[index];
    if (option?.kind !== 'more') return null;
    const active = index === activeIndex;
    return (
      <div
        id={optionId(index)}
        role="option"
        aria-selected={active}
        className={`${styles.option} ${styles.moreOption}`}
        onClick={() => choose(index)}
        onMouseMove={() => {
          if (!active) setActive(index);
        }}
      >
        <span className={styles.optionTitle}>{moreInOtherSdksLabel(option.count)}</span>
        {/* Enter is named only while it would do this: otherwise it opens the highlighted result. */}
        <span className={styles.moreHint} aria-hidden="true">
          Show all SDKs
          {active && (
            <>
              {' '}
              <kbd>Enter</kbd>
            </>
          )}
        </span>
      </div>
    );
  };

  const body = () => {
    if (failure && !showResults) return failure;
    if (showRecent) {
      return (
        <div className={styles.recent}>
          <div className={styles.recentHeader}>
            <span className={styles.groupLabel} id={`${id}-recent`}>
              Recent searches
            </span>
            {onRecentClear && (
              <button type="button" className={styles.linkButton} onClick={onRecentClear}>
                Clear
              </button>
            )}
          </div>
          <div role="listbox" id={listboxId} aria-labelledby={`${id}-recent`} className={styles.listbox}>
            {options.map((option, index) =>
              option.kind === 'recent' ? (
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={styles.option}
                  onClick={() => choose(index)}
                  onMouseMove={() => {
                    if (index !== activeIndex) setActive(index);
                  }}
                >
                  <span className={styles.optionTitle}>{option.query}</span>
                </div>
              ) : null,
            )}
          </div>
        </div>
      );
    }
    if (trimmed === '') {
      return <p className={styles.message}>{searchScopeText(scopeLabel, allSdks, onAllSdksChange !== undefined)}</p>;
    }
    if (!showResults) return <LoadingSpinner label="Loading the search index…" />;
    if (resultCount === 0 && status === 'partial') return <LoadingSpinner label={SEARCHING_FULL_TEXT} />;
    if (resultCount === 0) {
      return (
        <div className={styles.message}>
          <p>
            No results for “<strong>{trimmed}</strong>”
            {!allSdks && scopeLabel ? ` in ${scopeLabel} or the general docs` : ''}.
          </p>
          {moreCount > 0 ? (
            <div role="listbox" id={listboxId} aria-label="Search results" className={styles.listbox}>
              {moreOption()}
            </div>
          ) : (
            <p className={styles.hint}>Try fewer or other words.</p>
          )}
        </div>
      );
    }
    return (
      <>
        {failure}
        <div role="listbox" id={listboxId} aria-label="Search results" className={styles.listbox}>
          {groups.map((group) =>
            group.results.length === 0 ? null : (
              <div key={group.id} role="group" aria-labelledby={`${id}-group-${group.id}`} className={styles.group}>
                <div role="presentation" id={`${id}-group-${group.id}`} className={styles.groupLabel}>
                  {group.label}
                </div>
                {group.results.map(renderResult(group.label))}
              </div>
            ),
          )}
          {moreOption()}
        </div>
        {status === 'partial' && <p className={styles.pending}>{SEARCHING_FULL_TEXT}</p>}
      </>
    );
  };

  return (
    <FloatingOverlay lockScroll className={frame.root} data-fade-in={fadeIn ? undefined : 'none'}>
      <div className={frame.backdrop} aria-hidden="true" onClick={() => onOpenChange(false)} />
      <FloatingFocusManager context={context} initialFocus={inputRef} returnFocus>
        <div
          ref={setFloating}
          className={frame.dialog}
          role="dialog"
          aria-modal="true"
          aria-label={label}
          data-state="open"
          data-status={status}
          tabIndex={-1}
          onKeyDown={onDialogKeyDown}
        >
          <div className={frame.header}>
            <SearchIcon className={frame.searchIcon} />
            <input
              ref={inputRef}
              className={frame.input}
              type="search"
              role="combobox"
              aria-label={label}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={expanded ? listboxId : undefined}
              aria-activedescendant={expanded ? activeId : undefined}
              placeholder={label}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onFocus={onBoxFocus}
              onKeyDown={onKeyDown}
            />
            <button
              type="button"
              className={styles.close}
              aria-label="Close search"
              onClick={() => onOpenChange(false)}
            >
              <CloseIcon />
            </button>
          </div>
          {onAllSdksChange && (
            <div className={styles.scope}>
              <span className={styles.scopeText}>
                {allSdks
                  ? `Results of every SDK${scopeLabel ? `, ${scopeLabel} ranked higher` : ''}`
                  : `Results for ${scopeLabel ?? 'your SDK'} and the general docs`}
              </span>
              <label className={styles.switch}>
                <input
                  type="checkbox"
                  role="switch"
                  className={styles.switchInput}
                  checked={allSdks}
                  onChange={(event) => onAllSdksChange(event.target.checked, 'switch')}
                />
                All SDKs
              </label>
            </div>
          )}
          {/* Not a Tab stop (Chromium makes a scrolling box without one focusable on its own): the
            results are reached from the box with the arrows, as a combobox's options are. */}
          {/* The frame holds the "more in other SDKs" row below the scrolling body, outside it (see the CSS). */}
          <div className={styles.bodyFrame}>
            <div
              ref={bodyRef}
              className={moreBelow ? `${styles.body} ${styles.bodyWithMore}` : styles.body}
              tabIndex={-1}
            >
              {body()}
            </div>
          </div>
          <div className={styles.visuallyHidden} role="status">
            {showResults ? resultsStatus(resultCount, status) : ''}
          </div>
          <div className={styles.footer} aria-hidden="true">
            <span>
              <kbd>↑</kbd> <kbd>↓</kbd> to move
            </span>
            <span>
              <kbd>Enter</kbd> to open
            </span>
            <span>
              <kbd>Esc</kbd> to close
            </span>
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}

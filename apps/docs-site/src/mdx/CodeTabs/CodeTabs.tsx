import { SDK_CATALOG } from '@docs/sdk-catalog';
import { Children, isValidElement, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { chooseCodeLanguage, useChosenCodeLanguage } from '../../sdk/codeLanguageChoice';
import { useCurrentSdk, useEverySdk } from '../../sdk/SdkContext';
import { SDK_LANGUAGES } from '../../sdk/sdkEntries';
import { codeLanguageLabel } from '../codeLanguageLabel';
import { pickTab, tabsBySdkLanguage } from './pickTab';
import { useSelectedTabInView } from './useSelectedTabInView';
import styles from './CodeTabs.module.css';

export interface CodeTabProps {
  /** Language of the sample (`java`, `python`, `csharp`...), matched against the reader's SDK. */
  language: string;
  /** Tab label; the language's display name by default. */
  label?: string;
  /** The API family the sample is written for (`selenium`, `cypress`...), in a `CodeSample`. */
  family?: string;
  children?: ReactNode;
}

/** One sample inside `CodeTabs`; renders its children. */
export function CodeTab({ children }: CodeTabProps) {
  return <>{children}</>;
}

const labelOf = (tab: ReactElement<CodeTabProps>) => tab.props.label ?? codeLanguageLabel(tab.props.language);

/**
 * Code samples in several languages. The tab for the language of the
 * reader's SDK is selected first, unless the reader chose a language by hand:
 * then every set of tabs that has it opens it, on this page and the next ones,
 * until the reader chooses an SDK (src/sdk/codeLanguageChoice.ts). The reader
 * can switch tabs with the mouse or the arrow keys. The tabs stay on one row,
 * which scrolls sideways on a narrow screen with the selected tab in view.
 *
 * Before the app knows what storage holds, tabs and panels carry marks that
 * the head's pre-paint rules read (the panels differ in height, so opening the
 * reader's only after hydration would move the page): `data-tab-language`, for
 * the language chosen by hand, and on pages where only the stored SDK decides
 * (`useEverySdk`), `data-sdk-languages`, the SDK languages that open each tab
 * (src/sdk/sdkEntries.ts).
 */
export function CodeTabs({
  children,
  label = 'Code language',
}: {
  children?: ReactNode;
  /** What the tabs choose between, the tab list's name (`Shell` for the shells of one command). */
  label?: string;
}) {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<CodeTabProps> =>
      isValidElement(child) && typeof (child.props as CodeTabProps).language === 'string',
  );
  const sdk = useCurrentSdk();
  const tabLanguages = tabs.map((tab) => tab.props.language);
  const preferred = pickTab(tabLanguages, SDK_CATALOG[sdk].language);
  const sdkLanguages = useEverySdk() ? tabsBySdkLanguage(tabLanguages, Object.values(SDK_LANGUAGES)) : undefined;
  const chosenLanguage = useChosenCodeLanguage();
  const chosen = chosenLanguage ? tabLanguages.indexOf(chosenLanguage) : -1;
  const selected = chosen === -1 ? preferred : chosen;
  // The language of each tab and panel, for the pre-paint rule of the language chosen by hand: until
  // storage is read, and as long as the SDK's marks stay (their rule would open the SDK's tab too).
  const languageMark = (index: number) =>
    chosenLanguage === undefined || sdkLanguages ? tabLanguages[index] : undefined;
  const choose = (index: number) => chooseCodeLanguage(tabLanguages[index] as string);
  const id = useId();
  const tabList = useRef<HTMLDivElement>(null);
  useSelectedTabInView(tabList, selected);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (selected + step + tabs.length) % tabs.length;
    choose(next);
    // Without scrolling: useSelectedTabInView scrolls the tab list alone, not the page.
    document.getElementById(`${id}-tab-${next}`)?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.codeTabs}>
      <div
        ref={tabList}
        role="tablist"
        aria-label={label}
        className={`${styles.tabList} scroll-shadows`}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.props.language}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            data-state={index === selected ? 'active' : 'inactive'}
            data-sdk-languages={sdkLanguages?.[index]}
            data-tab-language={languageMark(index)}
            className={styles.tab}
            onClick={() => choose(index)}
          >
            <span className={styles.tabLabel} data-label={labelOf(tab)}>
              {labelOf(tab)}
            </span>
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.props.language}
          id={`${id}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          data-sdk-languages={sdkLanguages?.[index]}
          data-tab-language={languageMark(index)}
        >
          {tab}
        </div>
      ))}
    </div>
  );
}

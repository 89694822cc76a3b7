import {
  API_FAMILIES,
  SDK_CATALOG,
  SDK_KEYS,
  apiFamilyOf,
  isApiFamily,
  sampleChoiceFor,
  type ApiFamily,
  type SampleChoice,
  type SdkKey,
} from '@docs/sdk-catalog';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useCurrentSdk, useEverySdk } from '../../sdk/SdkContext';
import { CodeCaptionContext } from '../CodeBlock';
import { CodeTabs, type CodeTabProps } from '../CodeTabs';
import { codeLanguageLabel } from '../codeLanguageLabel';
import styles from './CodeSample.module.css';

export interface CodeSampleProps {
  /** The sample's folder under `content/samples/`; the build puts its files in as `children`. */
  id: string;
  /** One `CodeTab` per file, with its `family` and `language` (build/mdx/remark-code-samples.ts). */
  children?: ReactNode;
}

type Tab = ReactElement<CodeTabProps>;

/** The sample's tabs by family, in the order the build gave them. */
function tabsByFamily(children: ReactNode): Map<ApiFamily, Tab[]> {
  const families = new Map<ApiFamily, Tab[]>();
  for (const child of Children.toArray(children)) {
    if (!isValidElement<CodeTabProps>(child) || !isApiFamily(child.props.family)) continue;
    const family = child.props.family;
    families.set(family, [...(families.get(family) ?? []), child]);
  }
  return families;
}

/** The languages of every SDK of a family: whether naming the language tells its SDKs apart. */
const familySpansLanguages = (family: ApiFamily) =>
  new Set(SDK_KEYS.filter((key) => apiFamilyOf(key) === family).map((key) => SDK_CATALOG[key].language)).size > 1;

/**
 * What the sample says to a reader of `sdk` when it shows another family or
 * language than theirs, or `undefined` when it shows their own.
 *
 * @param choice - what the reader is shown, when the caller has it already.
 */
export function sampleNote(
  sdk: SdkKey,
  variants: ReadonlyMap<ApiFamily, readonly string[]>,
  choice: SampleChoice = sampleChoiceFor(sdk, Object.fromEntries(variants)),
): string | undefined {
  if (choice.exact) return undefined;
  const own = apiFamilyOf(sdk);
  const languages = variants.get(choice.family) ?? [];
  const shownLanguage = codeLanguageLabel(languages[choice.languageIndex] ?? '');
  if (choice.family === own) {
    const family = API_FAMILIES[own].label;
    return `Shown for ${family} ${shownLanguage}: there is no ${codeLanguageLabel(SDK_CATALOG[sdk].language)} version of this sample yet.`;
  }
  const named =
    languages.length === 1 && familySpansLanguages(choice.family)
      ? `${API_FAMILIES[choice.family].label} ${shownLanguage}`
      : API_FAMILIES[choice.family].label;
  return `Shown for ${named}: there is no ${API_FAMILIES[own].label} version of this sample yet.`;
}

/** One family's code: its language tabs (or its one block), with the family named in the code's header. */
function SampleVariant({
  family,
  tabs,
  note,
  sdks,
}: {
  family: ApiFamily;
  tabs: Tab[];
  note?: ReactNode;
  sdks?: string;
}) {
  const { label } = API_FAMILIES[family];
  return (
    <div role="group" aria-label={`${label} code sample`} className={styles.sample} data-sdks={sdks}>
      {note}
      <CodeCaptionContext.Provider value={label}>
        {tabs.length > 1 ? <CodeTabs>{tabs}</CodeTabs> : tabs[0]}
      </CodeCaptionContext.Provider>
    </div>
  );
}

/**
 * A code sample defined once for every API family that has one
 * (content/samples/<id>/), showing the reader's: their SDK's family, opened
 * on their language; where the sample has none for it, the closest family
 * (the catalogue's `sampleChoiceFor`), saying so. Before the stored SDK is
 * known (`useEverySdk`) it renders every family, each marked with the SDKs
 * that see it (`data-sdks`), and the head's pre-paint rule shows the reader's
 * (src/sdk/sdkEntries.ts): the same markup as the server's, no jump after.
 */
export function CodeSample({ children }: CodeSampleProps) {
  const sdk = useCurrentSdk();
  const everySdk = useEverySdk();
  const byFamily = tabsByFamily(children);
  const variants = new Map([...byFamily].map(([family, tabs]) => [family, tabs.map((tab) => tab.props.language)]));
  if (variants.size === 0) return null;
  const noteOf = (text: string | undefined, sdks?: string) =>
    text && (
      <p key={text} className={styles.note} data-sdks={sdks}>
        {text}
      </p>
    );

  const languagesByFamily = Object.fromEntries(variants);

  if (!everySdk) {
    const choice = sampleChoiceFor(sdk, languagesByFamily);
    const note = noteOf(sampleNote(sdk, variants, choice));
    return <SampleVariant family={choice.family} tabs={byFamily.get(choice.family) ?? []} note={note} />;
  }
  // Every family any SDK sees, with the SDKs that see it and their notes.
  const seenBy = new Map<ApiFamily, { sdks: SdkKey[]; notes: Map<string, SdkKey[]> }>();
  for (const key of SDK_KEYS) {
    const choice = sampleChoiceFor(key, languagesByFamily);
    const seen = seenBy.get(choice.family) ?? { sdks: [], notes: new Map<string, SdkKey[]>() };
    seen.sdks.push(key);
    const note = sampleNote(key, variants, choice);
    if (note) seen.notes.set(note, [...(seen.notes.get(note) ?? []), key]);
    seenBy.set(choice.family, seen);
  }
  return (
    <>
      {[...byFamily].map(([family, tabs]) => {
        const seen = seenBy.get(family);
        if (!seen) return null;
        const notes = [...seen.notes].map(([text, sdks]) => noteOf(text, sdks.join(' ')));
        return <SampleVariant key={family} family={family} tabs={tabs} note={notes} sdks={seen.sdks.join(' ')} />;
      })}
    </>
  );
}

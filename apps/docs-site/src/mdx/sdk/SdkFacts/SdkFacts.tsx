import { SDK_CATALOG, SDK_VERSION, type SdkKey } from '@docs/sdk-catalog';
import { codeLanguageLabel } from '../../codeLanguageLabel';
import { PLATFORM_LABELS, REGISTRY_LABELS } from '../registry';
import styles from './SdkFacts.module.css';

export interface SdkFactsProps {
  /** The SDK to describe. */
  sdk: SdkKey;
}

/** The catalogue facts of an SDK (framework, language, platform, package) as a definition list. */
export function SdkFacts({ sdk }: SdkFactsProps) {
  const entry = SDK_CATALOG[sdk];
  // Term, value, whether the value is code, and words after it.
  const facts: (readonly [string, string, boolean?, string?])[] = [
    ['Framework', entry.framework],
    ['Language', codeLanguageLabel(entry.language)],
    ['Tests', PLATFORM_LABELS[entry.platform]],
    ['Package', `${entry.packageName} (${REGISTRY_LABELS[entry.registry]})`],
    // Maven packages that Maven builds use too: the Gradle line, and Maven's coordinates and scope.
    ...(entry.pomDependency
      ? ([
          ['Gradle', entry.installCommand, true],
          ['Maven', `${entry.packageName}:${SDK_VERSION}`, true, ' (test scope)'],
        ] as const)
      : ([['Install', entry.installCommand, true]] as const)),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value, isCode, after]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd>
            {isCode ? <code>{value}</code> : value}
            {after}
          </dd>
        </div>
      ))}
    </dl>
  );
}

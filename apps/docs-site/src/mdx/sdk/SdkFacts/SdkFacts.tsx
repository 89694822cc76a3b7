import { SDK_CATALOG, type SdkKey } from '@docs/sdk-catalog';
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
  const facts: [string, string, boolean?][] = [
    ['Framework', entry.framework],
    ['Language', codeLanguageLabel(entry.language)],
    ['Tests', PLATFORM_LABELS[entry.platform]],
    ['Package', `${entry.packageName} (${REGISTRY_LABELS[entry.registry]})`],
    ['Install', entry.installCommand, true],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value, isCode]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd>{isCode ? <code>{value}</code> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { SDK_CATALOG, type SdkKey } from '@docs/sdk-catalog';
import type { ReactNode } from 'react';
import { installHint, REGISTRY_LABELS } from '../registry';
import styles from './SdkInstall.module.css';

export interface SdkInstallProps {
  /** The SDK whose package is installed. */
  sdk: SdkKey;
  /** The install command as a fenced code block (highlighted at build time). */
  children?: ReactNode;
}

/**
 * The install step of an SDK: package name and registry from the catalogue,
 * where the line goes, and the highlighted install command (the generator
 * writes the catalogue's `installCommand` as the fenced child).
 */
export function SdkInstall({ sdk, children }: SdkInstallProps) {
  const entry = SDK_CATALOG[sdk];
  return (
    <section className={styles.install} aria-label={`Install ${entry.name}`}>
      <p className={styles.meta}>
        Package <code>{entry.packageName}</code> from {REGISTRY_LABELS[entry.registry]}. {installHint(entry)}
      </p>
      {children}
    </section>
  );
}

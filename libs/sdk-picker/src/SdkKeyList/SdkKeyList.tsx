import { SDK_KEYS, type SdkKey } from '@docs/sdk-catalog';
import styles from './SdkKeyList.module.css';

export interface SdkKeyListProps {
  /** Keys to list; every catalogue key by default. */
  keys?: readonly SdkKey[];
  /** Accessible name of the list. */
  label?: string;
}

/** A plain, wrapping list of SDK keys, for places where a full picker is too much. */
export function SdkKeyList({ keys = SDK_KEYS, label = 'Supported SDKs' }: SdkKeyListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {keys.map((key) => (
        <li key={key} className={styles.item}>
          <code>{key}</code>
        </li>
      ))}
    </ul>
  );
}

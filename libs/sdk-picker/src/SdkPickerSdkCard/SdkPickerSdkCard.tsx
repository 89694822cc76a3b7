import { SDK_CATALOG, sdkBadge, type SdkKey } from '@docs/sdk-catalog';
import { useSdkLogoSrc } from '../SdkLogoProvider/SdkLogoProvider';
import styles from './SdkPickerSdkCard.module.css';

export interface SdkPickerSdkCardProps {
  sdk: SdkKey;
  /** Whether this SDK is the current value (marked with `aria-current`). */
  selected: boolean;
  onSelect: (sdk: SdkKey) => void;
}

/**
 * One SDK card: logo (decorative), name and, where the catalogue gives one, the
 * badge (`Fixtures`, `Standard`). The accessible name is the name then the badge.
 */
export function SdkPickerSdkCard({ sdk, selected, onSelect }: SdkPickerSdkCardProps) {
  const entry = SDK_CATALOG[sdk];
  const badge = sdkBadge(sdk);
  const logoSrc = useSdkLogoSrc();
  return (
    <button
      type="button"
      className={styles.card}
      aria-current={selected ? 'true' : undefined}
      data-state={selected ? 'selected' : 'unselected'}
      data-sdk={sdk}
      onClick={() => onSelect(sdk)}
    >
      <span className={styles.logo}>
        <img src={logoSrc(entry)} alt="" width="20" height="20" />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{entry.name}</span>
        {badge && (
          <>
            {' '}
            <span className={styles.badge}>{badge}</span>
          </>
        )}
      </span>
      {selected && (
        <svg className={styles.check} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </button>
  );
}

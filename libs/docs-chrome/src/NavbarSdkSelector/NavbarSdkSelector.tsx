import { SdkPickerPopover } from '@docs/sdk-picker';
import type { SdkKey } from '@docs/sdk-catalog';
import styles from './NavbarSdkSelector.module.css';

export interface NavbarSdkSelectorProps {
  value: SdkKey;
  onSelect: (sdk: SdkKey) => void;
  /** Default `Select SDK`. */
  label?: string;
  tooltip?: string;
  /** Compact picker layout (used in the mobile drawer). */
  compact?: boolean;
  /** Render every SDK's name on the button, marked for a pre-paint rule (`SdkPickerPopover`'s `markEverySdk`). */
  markEverySdk?: boolean;
}

/** The navbar's SDK selector: `SdkPickerPopover` of `@docs/sdk-picker`. */
export function NavbarSdkSelector({ value, onSelect, label, tooltip, compact, markEverySdk }: NavbarSdkSelectorProps) {
  return (
    <div className={styles.selector}>
      <SdkPickerPopover
        value={value}
        onSelect={onSelect}
        {...(label !== undefined ? { label } : {})}
        {...(tooltip !== undefined ? { tooltip } : {})}
        {...(compact !== undefined ? { compact } : {})}
        {...(markEverySdk ? { markEverySdk } : {})}
      />
    </div>
  );
}

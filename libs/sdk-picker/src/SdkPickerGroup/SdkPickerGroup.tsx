import { useId } from 'react';
import type { PickerGroup, SdkKey } from '@docs/sdk-catalog';
import { SdkPickerSdkCard } from '../SdkPickerSdkCard';
import styles from './SdkPickerGroup.module.css';

export interface SdkPickerGroupProps {
  group: PickerGroup;
  /** The current SDK, marked on its card(s). */
  value?: SdkKey;
  onSelect: (sdk: SdkKey) => void;
}

/**
 * A labelled group of SDK cards (Popular, Playwright...): a `group` named by its
 * label, holding a list of cards (the picker moves between the cards of all groups with the keys).
 */
export function SdkPickerGroup({ group, value, onSelect }: SdkPickerGroupProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group} data-group={group.id}>
      <div id={labelId} className={styles.label}>
        {group.label}
      </div>
      <ul role="list" className={styles.cards}>
        {group.sdks.map((sdk) => (
          <li key={sdk} className={styles.item}>
            <SdkPickerSdkCard sdk={sdk} selected={sdk === value} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { PickerCategory, PickerCategoryId } from '@docs/sdk-catalog';
import { SdkPickerCategoryIcon } from './icons';
import styles from './SdkPickerCategoryCard.module.css';

export interface SdkPickerCategoryCardProps {
  category: PickerCategory;
  /** Whether this category's SDKs are shown. */
  selected: boolean;
  /** Element id of the card (the panel is labelled by it). */
  id: string;
  /** Element id of the panel the card controls. */
  panelId: string;
  onSelect: (category: PickerCategoryId) => void;
}

/** One category card: a tab of the picker's tab list (Web, Component, ...). */
export function SdkPickerCategoryCard({ category, selected, id, panelId, onSelect }: SdkPickerCategoryCardProps) {
  return (
    <button
      type="button"
      role="tab"
      id={id}
      className={styles.card}
      aria-selected={selected}
      aria-controls={panelId}
      data-state={selected ? 'active' : 'inactive'}
      data-category={category.id}
      onClick={() => onSelect(category.id)}
    >
      <SdkPickerCategoryIcon category={category.id} className={styles.icon} />
      <span className={styles.label}>{category.label}</span>
    </button>
  );
}

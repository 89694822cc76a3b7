import { useId } from 'react';
import {
  canonicalSdk,
  DEFAULT_PICKER_CATEGORY,
  PICKER_CATEGORIES,
  type PickerCategory,
  type PickerCategoryId,
  type SdkKey,
} from '@docs/sdk-catalog';
import { toCssLength } from '../hooks/arrowFocus';
import { cardGridTargetIndex } from '../hooks/cardGrid';
import { useArrowFocus, type ArrowTarget } from '../hooks/useArrowFocus';
import { useCardTypeahead } from '../hooks/useCardTypeahead';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { SdkPickerCategoryCard } from '../SdkPickerCategoryCard';
import { SdkPickerGroup } from '../SdkPickerGroup';
import '../theme.css';
import styles from './SdkPicker.module.css';

export interface SdkPickerProps {
  /** The current SDK, marked with `aria-current` on its card(s). An alias key is resolved to its canonical key. */
  value?: SdkKey;
  /** Called with the SDK key when a card is chosen (click, Enter or Space). */
  onSelect: (sdk: SdkKey) => void;
  /** The shown category, when the parent controls it (pair with `onCategoryChange`). */
  category?: PickerCategoryId;
  /** The category shown first when uncontrolled; `'web'` by default. */
  defaultCategory?: PickerCategoryId;
  /** Called when a category card is chosen, controlled or not. */
  onCategoryChange?: (category: PickerCategoryId) => void;
  /** Maximum height of the scrolling SDK card area: a number of pixels or any CSS length. Default `500`. */
  maxHeight?: number | string;
  /** Smaller category and SDK cards, for narrow places such as a navbar popup. */
  compact?: boolean;
  /** Extra class name on the root element. */
  className?: string;
}

/** Default maximum height of the SDK card area, in pixels; the cards scroll beyond it. */
export const SDK_PICKER_DEFAULT_MAX_HEIGHT = 500;

/** The SDK cards of the shown category: its only buttons. */
const CARD = 'button';

/** Up and Down as the cards are laid out on screen, Left and Right in reading order (see `cardGridTargetIndex`). */
const onCardGrid: ArrowTarget = (key, current, cards) =>
  cardGridTargetIndex(
    key,
    current,
    cards.map((card) => card.getBoundingClientRect()),
  );

const categoryById = (id: PickerCategoryId): PickerCategory =>
  PICKER_CATEGORIES.find((category) => category.id === id) ?? (PICKER_CATEGORIES[0] as PickerCategory);

/**
 * The SDK picker: category cards (a tab list) and, for the selected category,
 * its groups of SDK cards in the catalogue's order. Choosing a card calls
 * `onSelect(sdkKey)`; the picker keeps no SDK state of its own. Among the cards of
 * all groups, Up and Down move as they are laid out, Left and Right in reading
 * order, Home and End to the first and last; typing a name's first letters goes to it.
 *
 * @example
 * <SdkPicker value={sdk} onSelect={setSdk} />
 */
export function SdkPicker({
  value,
  onSelect,
  category,
  defaultCategory = DEFAULT_PICKER_CATEGORY,
  onCategoryChange,
  maxHeight = SDK_PICKER_DEFAULT_MAX_HEIGHT,
  compact = false,
  className,
}: SdkPickerProps) {
  const [categoryId, setCategoryId] = useControllableState({
    prop: category,
    defaultProp: defaultCategory,
    onChange: onCategoryChange,
    caller: 'SdkPicker',
  });
  const shown = categoryById(categoryId);
  const current = canonicalSdk(value);
  const id = useId();
  const panelId = `${id}panel`;
  const tabId = (categoryIdOfTab: PickerCategoryId) => `${id}tab-${categoryIdOfTab}`;
  const onTabKeyDown = useArrowFocus('[role="tab"]');
  const onCardKeyDown = useArrowFocus(CARD, onCardGrid);
  const typeahead = useCardTypeahead(
    shown.groups.flatMap((group) => group.sdks),
    CARD,
  );

  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-category={shown.id}
      data-compact={compact ? '' : undefined}
    >
      <div role="tablist" aria-label="SDK categories" className={styles.categories} onKeyDown={onTabKeyDown}>
        {PICKER_CATEGORIES.map((item) => (
          <SdkPickerCategoryCard
            key={item.id}
            id={tabId(item.id)}
            panelId={panelId}
            category={item}
            selected={item.id === shown.id}
            onSelect={setCategoryId}
          />
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(shown.id)}
        className={styles.content}
        style={{ maxHeight: toCssLength(maxHeight) }}
        onFocus={typeahead.onFocus}
        onKeyUp={typeahead.onKeyUp}
        onKeyDown={(event) => {
          onCardKeyDown(event);
          typeahead.onKeyDown(event);
        }}
      >
        {shown.groups.map((group) => (
          <SdkPickerGroup key={group.id} group={group} value={current} onSelect={onSelect} />
        ))}
      </div>
    </div>
  );
}

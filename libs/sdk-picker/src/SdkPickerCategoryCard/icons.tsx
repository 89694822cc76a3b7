import type { PickerCategoryId } from '@docs/sdk-catalog';

/** Outline icon paths (24x24, stroked with currentColor) of the category cards. */
const PATHS: Record<PickerCategoryId, string> = {
  web: 'M3 12h18M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18m0 0c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9m0-18c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9',
  component: 'M12 3 20 7.5v9L12 21l-8-4.5v-9L12 3m0 9 8-4.5M12 12v9m0-9L4 7.5',
  'mobile-web':
    'M8 2.5h8a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2M10 18.5h4M8.5 10.5h7M12 7a3.5 3.5 0 1 0 0 7 3.5 3.5 0 1 0 0-7',
  'mobile-native':
    'M8 2.5h8a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2M10 18.5h4M9 7h2v2H9zm4 0h2v2h-2zm-4 4h2v2H9zm4 0h2v2h-2z',
  images:
    'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2m4 4.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3M21 15l-5-5-11 10',
};

/** The decorative icon of a category card. */
export function SdkPickerCategoryIcon({ category, className }: { category: PickerCategoryId; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[category]} />
    </svg>
  );
}

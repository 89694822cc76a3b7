import { SDK_CATALOG, type SdkKey } from '@docs/sdk-catalog';
import { useDocsChrome } from '../context/DocsChromeProvider';
import styles from './NavbarSdkSwitch.module.css';

/** Which of the two switches is selected (shared state `selectedPlaywrightLink` / `selectedSidebarLink`). */
export type NavbarSwitchKey = 'docs' | 'api';

export interface NavbarSwitchLink {
  key: NavbarSwitchKey;
  label: string;
  href: string;
}

/**
 * The two switches for an SDK (SPEC 2.9, DESIGN 3): for `playwright-ts`
 * `Docs` -> `/playwright` and `API` -> `/playwright/api/overview`; for other
 * SDKs `<product> Docs` -> the general docs and `API Ref` -> the SDK's home link.
 */
export function sdkSwitchLinks(
  sdk: SdkKey,
  productName: string,
  generalDocsHref = '/',
): [NavbarSwitchLink, NavbarSwitchLink] {
  if (sdk === 'playwright-ts') {
    return [
      { key: 'docs', label: 'Docs', href: '/playwright' },
      { key: 'api', label: 'API', href: '/playwright/api/overview' },
    ];
  }
  return [
    { key: 'docs', label: `${productName} Docs`, href: generalDocsHref },
    { key: 'api', label: 'API Ref', href: `/${SDK_CATALOG[sdk].homeLink}` },
  ];
}

export interface NavbarSdkSwitchProps {
  sdk: SdkKey;
  /** The product's name from site config, e.g. `Eyes`. */
  productName: string;
  /** The selected switch. */
  active: NavbarSwitchKey;
  /** Override the targets computed by {@link sdkSwitchLinks}. */
  links?: readonly [NavbarSwitchLink, NavbarSwitchLink];
  /** Called when the reader follows a switch (the host updates its shared state). */
  onSelect?: (key: NavbarSwitchKey) => void;
}

/** The `Docs`/`API` (Playwright TypeScript) or `<product> Docs`/`API Ref` switches of the navbar. */
export function NavbarSdkSwitch({ sdk, productName, active, links, onSelect }: NavbarSdkSwitchProps) {
  const { Link } = useDocsChrome();
  const switches = links ?? sdkSwitchLinks(sdk, productName);
  return (
    <ul className={styles.switch} aria-label="Documentation type">
      {switches.map((link) => (
        <li key={link.key}>
          <Link
            href={link.href}
            className={styles.link}
            {...(link.key === active ? { 'aria-current': 'true' as const } : {})}
            onClick={() => onSelect?.(link.key)}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

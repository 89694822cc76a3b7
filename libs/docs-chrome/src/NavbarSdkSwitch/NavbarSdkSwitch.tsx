import { sdkReferenceLink, type SdkKey } from '@docs/sdk-catalog';
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
 * The two switches for an SDK, each going where its label says: for
 * `playwright-ts` `Docs` -> `/playwright` and `API` -> `/playwright/api/overview`;
 * for other SDKs `<product> Docs` -> the general docs and `API Ref` -> the
 * overview of the SDK's own pages (`sdkReferenceLink`, e.g. `/sdks/cypress`,
 * whose sidebar holds its quickstart, guides and class reference).
 */
export function sdkSwitchLinks(
  sdk: SdkKey,
  productName: string,
  generalDocsHref = '/',
): [NavbarSwitchLink, NavbarSwitchLink] {
  const [docs, api] = switchLabels(sdk === 'playwright-ts', productName);
  if (sdk === 'playwright-ts') {
    return [
      { key: 'docs', label: docs, href: '/playwright' },
      { key: 'api', label: api, href: '/playwright/api/overview' },
    ];
  }
  return [
    { key: 'docs', label: docs, href: generalDocsHref },
    { key: 'api', label: api, href: `/${sdkReferenceLink(sdk)}` },
  ];
}

/** The labels of the two switches, for Playwright TypeScript or for every other SDK. */
function switchLabels(playwright: boolean, productName: string): [string, string] {
  return playwright ? ['Docs', 'API'] : [`${productName} Docs`, 'API Ref'];
}

export interface NavbarSdkSwitchProps {
  sdk: SdkKey;
  /** The product's name from site config, e.g. `Eyes`. */
  productName: string;
  /** The selected switch; none on a page outside the documentation (the blog). */
  active: NavbarSwitchKey | undefined;
  /** Override the targets computed by {@link sdkSwitchLinks}. */
  links?: readonly [NavbarSwitchLink, NavbarSwitchLink];
  /** Called when the reader follows a switch (the host updates its shared state). */
  onSelect?: (key: NavbarSwitchKey) => void;
}

/**
 * The `Docs`/`API` (Playwright TypeScript) or `<product> Docs`/`API Ref`
 * switches of the navbar. Each switch keeps the width of the wider of its two
 * labels (`data-reserve` holds the other one for the stylesheet), so the
 * navbar does not move when the SDK changes, for instance when the site
 * applies a stored choice right after hydration.
 */
export function NavbarSdkSwitch({ sdk, productName, active, links, onSelect }: NavbarSdkSwitchProps) {
  const { Link } = useDocsChrome();
  const switches = links ?? sdkSwitchLinks(sdk, productName);
  const otherLabels = links ? undefined : switchLabels(sdk !== 'playwright-ts', productName);
  return (
    <ul className={styles.switch} aria-label="Documentation type">
      {switches.map((link, index) => (
        <li key={link.key}>
          <Link
            href={link.href}
            className={styles.link}
            {...(link.key === active ? { 'aria-current': 'true' as const } : {})}
            onClick={() => onSelect?.(link.key)}
          >
            <span className={styles.label} data-reserve={otherLabels?.[index]}>
              {link.label}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import type { FooterColumn, FooterLink, FooterSocialLink } from '@docs/docs-chrome';

/**
 * The site's configuration: product naming and every external address. The
 * product name is configuration, not code (`{product}` in routes is its slug); nothing
 * else hard-codes these.
 */
export interface SiteConfig {
  /** Shown after the delimiter in every page title. */
  title: string;
  product: { name: string; slug: string };
  /** Base path every route sits under; keeps its trailing slash. */
  basePath: '/tutorials/';
  /** Origin used for canonical URLs and the sitemap. */
  origin: string;
  /** The external registration page behind `Get Started`. */
  registrationUrl: string;
  /** The provider's source-code hosting page. */
  sourceUrl: string;
  footer: { columns: FooterColumn[]; legal: FooterLink[]; social: FooterSocialLink[]; copyrightHolder: string };
  /** Third-party page-view tracking; with no ids set nothing is loaded (see src/analytics). */
  analytics: AnalyticsConfig;
  /** The dismissible bar above the navbar; leave out for none. */
  announcementBar?: AnnouncementBarConfig;
}

/** Page-view trackers and a tag-manager container, each loaded only when its id is set. */
export interface AnalyticsConfig {
  /**
   * gtag.js trackers (`G-…` ids). Production sets two: one with IP
   * anonymisation off and one with it on.
   */
  trackers: { id: string; anonymizeIp: boolean }[];
  /** Tag-manager container id (`GTM-…`). */
  tagManagerId?: string;
  /** Address of the tracker script; the first tracker's id is appended as `?id=`. */
  trackerScriptUrl: string;
  /** Address of the tag-manager script; the container id is appended as `?id=`. */
  tagManagerScriptUrl: string;
}

/** An announcement: its id keys the reader's dismissal, so a new id shows the bar again. */
export interface AnnouncementBarConfig {
  id: string;
  /** Plain text. */
  content: string;
  /** An optional link after the text: a site path (`/playwright`) or an `https://` address. */
  link?: { label: string; href: string };
  isCloseable: boolean;
}

const company = 'https://www.eyes.example';

export const siteConfig: SiteConfig = {
  title: 'Eyes Tutorials',
  product: { name: 'Eyes', slug: 'eyes' },
  basePath: '/tutorials/',
  origin: 'https://docs.eyes.example',
  registrationUrl: `${company}/users/register`,
  sourceUrl: 'https://github.com/eyes-example',
  footer: {
    columns: [
      {
        title: 'Company',
        items: [
          { label: 'About us', href: `${company}/company` },
          { label: 'Careers', href: `${company}/careers` },
          { label: 'Contact', href: `${company}/contact` },
        ],
      },
      {
        title: 'Products',
        items: [
          { label: 'Eyes', href: `${company}/platform/eyes` },
          { label: 'Ultrafast Grid', href: `${company}/platform/ultrafast-grid` },
          { label: 'Execution Cloud', href: `${company}/platform/execution-cloud` },
        ],
      },
      {
        title: 'Use Cases',
        items: [
          { label: 'Cross-browser testing', href: `${company}/solutions/cross-browser` },
          { label: 'Design systems', href: `${company}/solutions/design-systems` },
          { label: 'Accessibility', href: `${company}/solutions/accessibility` },
        ],
      },
      {
        title: 'Resources',
        items: [
          { label: 'Status', href: 'https://status.eyes.example' },
          { label: 'Support', href: `${company}/support` },
          { label: 'Community', href: `${company}/community` },
        ],
      },
    ],
    legal: [
      { label: 'Terms & Conditions', href: `${company}/legal/terms` },
      { label: 'Privacy Policy', href: `${company}/legal/privacy` },
      { label: 'GDPR', href: `${company}/legal/gdpr` },
      { label: 'CCPA', href: `${company}/legal/ccpa` },
      { label: 'Cookie Policy', href: `${company}/legal/cookies` },
    ],
    social: [
      { network: 'linkedin', href: 'https://www.linkedin.com/company/eyes-example', label: 'Eyes on LinkedIn' },
      { network: 'x', href: 'https://x.com/eyes_example', label: 'Eyes on X' },
      { network: 'youtube', href: 'https://www.youtube.com/@eyes-example', label: 'Eyes on YouTube' },
      { network: 'github', href: 'https://github.com/eyes-example', label: 'Eyes on GitHub' },
    ],
    copyrightHolder: 'Eyes Example Ltd.',
  },
  analytics: {
    // No ids: the built site loads no tracker. Set ids here for production.
    trackers: [],
    trackerScriptUrl: 'https://www.googletagmanager.com/gtag/js',
    tagManagerScriptUrl: 'https://www.googletagmanager.com/gtm.js',
  },
  announcementBar: {
    id: 'playwright-fixtures',
    content: 'Eyes for Playwright now ships test fixtures that open and close Eyes for you.',
    link: { label: 'Read the Playwright guide', href: '/playwright' },
    isCloseable: true,
  },
};

/** The base path without its trailing slash, for matching addresses (`/tutorials` covers `/tutorials/...`). */
export const ROUTER_BASENAME = siteConfig.basePath.replace(/\/$/, '');

/**
 * The basename the routers are given: the base path with its slash, so that a link to the docs
 * root reads `/tutorials/`, the address the server serves (`/tutorials` is redirected there).
 */
export const ROUTER_BASENAME_WITH_SLASH = `${ROUTER_BASENAME}/`;

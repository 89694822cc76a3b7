import type { ComponentType, ReactNode, SVGProps } from 'react';
import { FacebookIcon, GitHubIcon, LinkedInIcon, XIcon, YouTubeIcon } from '../icons/icons';
import a11y from '../theme/a11y.module.css';
import styles from './Footer.module.css';

/** The footer's column titles, in order (every link of a column is external). */
export const FOOTER_COLUMN_TITLES = ['Company', 'Products', 'Use Cases', 'Resources'] as const;

/** The footer's legal links, in order. */
export const FOOTER_LEGAL_LABELS = ['Terms & Conditions', 'Privacy Policy', 'GDPR', 'CCPA', 'Cookie Policy'] as const;

export interface FooterLink {
  label: string;
  /** An external address; opens in a new tab. */
  href: string;
}

export interface FooterColumn {
  title: string;
  items: readonly FooterLink[];
}

export type FooterSocialNetwork = 'linkedin' | 'x' | 'youtube' | 'facebook' | 'github';

export interface FooterSocialLink {
  network: FooterSocialNetwork;
  href: string;
  /** Accessible name, e.g. `Eyes on LinkedIn`. */
  label: string;
}

export interface FooterProps {
  /** Company, Products, Use Cases, Resources, in that order, from the site configuration. */
  columns: readonly FooterColumn[];
  /** Terms & Conditions, Privacy Policy, GDPR, CCPA, Cookie Policy. */
  legalLinks: readonly FooterLink[];
  social?: readonly FooterSocialLink[];
  /** Who holds the copyright, e.g. `Eyes Inc.` */
  copyrightHolder: string;
  /** Year of the copyright line; default the current year. Pass it from the build to keep server and client equal. */
  year?: number;
  /** Slot for the site-search script (or any trailing markup). */
  searchScript?: ReactNode;
}

const SOCIAL_ICONS: Record<FooterSocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  linkedin: LinkedInIcon,
  x: XIcon,
  youtube: YouTubeIcon,
  facebook: FacebookIcon,
  github: GitHubIcon,
};

function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children} <span className={a11y.visuallyHidden}>(opens in a new tab)</span>
    </a>
  );
}

/** The site footer in its light style: link columns, legal links, copyright, social icons, search script slot. */
export function Footer({ columns, legalLinks, social = [], copyrightHolder, year, searchScript }: FooterProps) {
  const copyrightYear = year ?? new Date().getFullYear();
  return (
    <footer className={styles.footer} data-style="light">
      <div className={styles.columns}>
        {columns.map((column) => (
          <nav key={column.title} className={styles.column} aria-label={column.title}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul className={styles.list}>
              {column.items.map((item) => (
                <li key={item.label}>
                  <ExternalLink href={item.href} className={styles.link}>
                    {item.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <nav aria-label="Legal">
          <ul className={styles.legal}>
            {legalLinks.map((item) => (
              <li key={item.label}>
                <ExternalLink href={item.href} className={styles.link}>
                  {item.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
        {social.length > 0 ? (
          <ul className={styles.social} aria-label="Social media">
            {social.map(({ network, href, label }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={`${network}-${href}`}>
                  <a
                    href={href}
                    className={styles.socialLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} (opens in a new tab)`}
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
        <p className={styles.copyright}>
          Copyright © {copyrightYear} {copyrightHolder}
        </p>
      </div>
      {searchScript}
    </footer>
  );
}

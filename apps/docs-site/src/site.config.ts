/**
 * The site's configuration: product naming and addresses. The product name is
 * configuration, not code (DESIGN.md section 1); nothing else hard-codes it.
 */
export interface SiteConfig {
  /** Shown after the delimiter in every page title. */
  title: string;
  product: { name: string; slug: string };
  /** Base path every route sits under; keeps its trailing slash. */
  basePath: '/tutorials/';
  /** Origin used for canonical URLs and the sitemap. */
  origin: string;
}

export const siteConfig: SiteConfig = {
  title: 'Eyes Tutorials',
  product: { name: 'Eyes', slug: 'eyes' },
  basePath: '/tutorials/',
  origin: 'https://docs.eyes.example',
};

/** The router's basename: the base path without its trailing slash. */
export const ROUTER_BASENAME = siteConfig.basePath.replace(/\/$/, '');

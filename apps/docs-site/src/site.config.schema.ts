import { FOOTER_COLUMN_TITLES, FOOTER_LEGAL_LABELS, type FooterSocialNetwork } from '@docs/docs-chrome';
import { z } from 'zod';
import type { SiteConfig } from './site.config';

/**
 * The schema of `src/site.config.ts`, checked when the site is prerendered
 * (`validateSiteConfig`), not in the browser: the client bundle carries no
 * validator.
 */
const https = z.url({ protocol: /^https$/, error: 'expected an https:// address' });
const SOCIAL_NETWORKS = ['linkedin', 'x', 'youtube', 'facebook', 'github'] as const satisfies FooterSocialNetwork[];
const link = z.strictObject({ label: z.string().min(1), href: https });
const sitePathOrHttps = z.union([z.string().regex(/^\/(?!\/)/), https], {
  error: 'expected a site path such as /playwright or an https:// address',
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  product: z.strictObject({
    name: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9-]+$/, 'expected lower-case letters, digits and hyphens'),
  }),
  basePath: z.literal('/tutorials/'),
  origin: https,
  registrationUrl: https,
  sourceUrl: https,
  footer: z.strictObject({
    columns: z.array(z.strictObject({ title: z.enum(FOOTER_COLUMN_TITLES), items: z.array(link) })),
    legal: z.array(z.strictObject({ label: z.enum(FOOTER_LEGAL_LABELS), href: https })),
    social: z.array(z.strictObject({ network: z.enum(SOCIAL_NETWORKS), href: https, label: z.string().min(1) })),
    copyrightHolder: z.string().min(1),
  }),
  analytics: z.strictObject({
    trackers: z.array(
      z.strictObject({
        id: z.string().regex(/^G-[A-Z0-9]+$/, 'expected a tracker id such as G-ABC123XYZ'),
        anonymizeIp: z.boolean(),
      }),
    ),
    tagManagerId: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'expected a container id such as GTM-AB12CD3')
      .optional(),
    trackerScriptUrl: https,
    tagManagerScriptUrl: https,
  }),
  announcementBar: z
    .strictObject({
      id: z.string().regex(/^[\w.-]+$/, 'expected letters, digits, dots, hyphens or underscores'),
      content: z.string().min(1),
      link: z.strictObject({ label: z.string().min(1), href: sitePathOrHttps }).optional(),
      isCloseable: z.boolean(),
    })
    .optional(),
}) satisfies z.ZodType<SiteConfig>;

/**
 * The problems of a site configuration, one message each naming the file,
 * the field and what is allowed; empty when it is valid.
 *
 * @example
 * validateSiteConfig({ ...siteConfig, analytics: { ...siteConfig.analytics, tagManagerId: 'gtm-1' } });
 * // ['src/site.config.ts: analytics.tagManagerId: expected a container id such as GTM-AB12CD3 (got "gtm-1")']
 */
export function validateSiteConfig(config: unknown): string[] {
  const result = siteConfigSchema.safeParse(config);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(root)';
    const got = issue.path.reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
      config,
    );
    const shown = got === undefined ? '' : ` (got ${JSON.stringify(got)})`;
    return `src/site.config.ts: ${field}: ${issue.message}${shown}`;
  });
}

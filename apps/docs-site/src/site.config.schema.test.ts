import { describe, expect, it } from 'vitest';
import { siteConfig } from './site.config';
import { validateSiteConfig } from './site.config.schema';

describe('site configuration', () => {
  it('is valid as shipped', () => {
    expect(validateSiteConfig(siteConfig)).toEqual([]);
  });

  it('names the field and what is allowed for a bad analytics id', () => {
    const problems = validateSiteConfig({
      ...siteConfig,
      analytics: { ...siteConfig.analytics, trackers: [{ id: 'UA-1', anonymizeIp: true }], tagManagerId: 'gtm-1' },
    });
    expect(problems).toEqual([
      'src/site.config.ts: analytics.trackers.0.id: expected a tracker id such as G-ABC123XYZ (got "UA-1")',
      'src/site.config.ts: analytics.tagManagerId: expected a container id such as GTM-AB12CD3 (got "gtm-1")',
    ]);
  });

  it('lists the allowed values of an enumerated field', () => {
    const social = [{ network: 'myspace', href: 'https://myspace.example', label: 'Eyes on MySpace' }];
    const [problem] = validateSiteConfig({ ...siteConfig, footer: { ...siteConfig.footer, social } });
    expect(problem).toContain('src/site.config.ts: footer.social.0.network:');
    expect(problem).toContain('"linkedin"');
    expect(problem).toContain('"github"');
    expect(problem).toContain('(got "myspace")');
  });

  it('rejects an insecure address and an unknown field', () => {
    const problems = validateSiteConfig({ ...siteConfig, sourceUrl: 'http://example.com', colour: 'blue' });
    expect(problems).toContain(
      'src/site.config.ts: sourceUrl: expected an https:// address (got "http://example.com")',
    );
    expect(problems.some((problem) => problem.includes('colour'))).toBe(true);
  });

  it('checks the announcement bar link', () => {
    const [problem] = validateSiteConfig({
      ...siteConfig,
      announcementBar: {
        id: 'x',
        content: 'Hello',
        link: { label: 'Go', href: 'javascript:alert(1)' },
        isCloseable: true,
      },
    });
    expect(problem).toBe(
      'src/site.config.ts: announcementBar.link.href: expected a site path such as /playwright or an https:// address (got "javascript:alert(1)")',
    );
  });
});

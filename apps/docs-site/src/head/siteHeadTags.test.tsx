import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteConfig, type SiteConfig } from '../site.config';
import { siteHeadTags } from './siteHeadTags';

/** Puts the head tags in the page and runs their scripts, as the browser does before the first paint. */
function loadHead(config: SiteConfig, route: string, status = 200) {
  document.head.innerHTML = siteHeadTags(config, route, status).join('\n');
  for (const script of document.head.querySelectorAll('script:not([type])')) {
    new Function(script.textContent ?? '')();
  }
}

const announcement = { id: 'launch-2', content: 'New!', isCloseable: true };
const config: SiteConfig = { ...siteConfig, announcementBar: announcement };

describe('head tags for the reader state', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = '<aside data-announcement-id="launch-2">New!</aside>';
  });
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-announcement-dismissed');
    window.history.replaceState(null, '', '/');
  });

  describe('announcement bar', () => {
    it('marks the page before the first paint when this bar was dismissed', () => {
      localStorage.setItem('docs.announcement.id', 'launch-2');
      localStorage.setItem('docs.announcement.dismiss', 'true');
      loadHead(config, '/');
      expect(document.documentElement).toHaveAttribute('data-announcement-dismissed', 'true');
      expect(document.head.querySelector('style')?.textContent).toContain('aside[data-announcement-id]');
    });

    it('leaves a new bar visible when an older one was dismissed', () => {
      localStorage.setItem('docs.announcement.id', 'launch-1');
      localStorage.setItem('docs.announcement.dismiss', 'true');
      loadHead(config, '/');
      expect(document.documentElement).not.toHaveAttribute('data-announcement-dismissed');
    });

    it('adds nothing when no bar is configured', () => {
      loadHead({ ...config, announcementBar: undefined }, '/');
      expect(document.head.querySelector('style')).toBeNull();
    });
  });

  describe('base address', () => {
    it('shows no banner under the configured base path', () => {
      window.history.replaceState(null, '', '/tutorials/getting-started/overview');
      loadHead(config, '/getting-started/overview');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('shows the banner and suggests / when the landing page is opened at the host root', () => {
      window.history.replaceState(null, '', '/');
      loadHead(config, '/');
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('This site did not load properly.');
      expect(alert).toHaveTextContent('The configured base address is /tutorials/');
      expect(alert).toHaveTextContent('We suggest trying the base address /.');
    });

    it('suggests the address before the page route when a page is opened under another base', () => {
      window.history.replaceState(null, '', '/docs/getting-started/overview/');
      loadHead(config, '/getting-started/overview');
      expect(screen.getByRole('alert')).toHaveTextContent('We suggest trying the base address /docs/.');
    });

    it('runs the same script text on every page, so one CSP hash allows it', () => {
      const scripts = (route: string) =>
        siteHeadTags(config, route, 200)
          .join('')
          .match(/<script>[\s\S]*?<\/script>/g);
      expect(scripts('/')).toEqual(scripts('/getting-started/overview'));
    });

    it('leaves the check out of the not-found page, which a host may serve anywhere', () => {
      window.history.replaceState(null, '', '/no/such/page');
      loadHead(config, '/__not-found__', 404);
      expect(document.getElementById('base-url-banner')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('carries an analytics configuration only when an id is set', () => {
    loadHead(config, '/');
    expect(document.getElementById('docs-analytics')).toBeNull();
    const analytics = { ...config.analytics, tagManagerId: 'GTM-ABC1' };
    loadHead({ ...config, analytics }, '/');
    expect(JSON.parse(document.getElementById('docs-analytics')?.textContent ?? '')).toEqual(analytics);
  });
});

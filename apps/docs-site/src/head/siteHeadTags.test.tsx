import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig, type SiteConfig } from '../site.config';
import { appScriptsAfterFirstPaint, siteHeadTags } from './siteHeadTags';

/** Puts the head tags in the page and runs their scripts, as the browser does before the first paint. */
function loadHead(config: SiteConfig, route: string, status = 200, markup = '') {
  document.head.innerHTML = siteHeadTags(config, route, status, markup).join('\n');
  for (const script of document.head.querySelectorAll('script:not([type])')) {
    new Function(script.textContent ?? '')();
  }
}

/** Sidebar entries as the Sidebar marks them before the stored SDK is read. */
const SIDEBAR = `<ul>
    <li>Every SDK</li>
    <li data-sdks="playwright-ts">Playwright</li>
    <li data-sdks="espresso xctest appium-java-native">Native mobile</li>
  </ul>`;

// As CodeTabs renders them before the stored SDK is read (a Cypress reader's JavaScript tab open).
const CODE_TABS = `<div role="tablist">
    <button role="tab" aria-selected="false" data-sdk-languages="java">Java</button>
    <button role="tab" aria-selected="true" data-sdk-languages="javascript typescript bash robotframework">JavaScript</button>
    <button role="tab" aria-selected="false" data-sdk-languages="python">Python</button>
  </div>
  <div role="tabpanel" hidden data-sdk-languages="java">Java sample</div>
  <div role="tabpanel" data-sdk-languages="javascript typescript bash robotframework">JavaScript sample</div>
  <div role="tabpanel" hidden data-sdk-languages="python">Python sample</div>`;

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

  describe('what the stored SDK sees: sidebar entries and previous/next links', () => {
    const entries = () => {
      document.body.innerHTML = SIDEBAR;
      return () =>
        [...document.querySelectorAll('li')]
          .filter((item) => getComputedStyle(item).display !== 'none')
          .map((item) => item.textContent);
    };
    afterEach(() => vi.restoreAllMocks());

    it("shows only the stored SDK's entries on a general doc, before the first paint", () => {
      const shown = entries();
      localStorage.setItem('sdk', 'playwright-ts');
      loadHead(config, '/getting-started/overview', 200, SIDEBAR);
      expect(shown()).toEqual(['Every SDK', 'Playwright']);
    });

    it('reads a stored alias as its key', () => {
      const shown = entries();
      localStorage.setItem('sdk', 'images-xctest');
      loadHead(config, '/concepts/best-practices/ocr', 200, SIDEBAR);
      expect(shown()).toEqual(['Every SDK', 'Native mobile']);
    });

    it("shows Cypress's entries when nothing, something unknown or nothing readable is stored", () => {
      const shown = entries();
      loadHead(config, '/', 200, SIDEBAR);
      expect(shown()).toEqual(['Every SDK']);
      localStorage.setItem('sdk', 'constructor');
      loadHead(config, '/', 200, SIDEBAR);
      expect(shown()).toEqual(['Every SDK']);
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      loadHead(config, '/', 200, SIDEBAR);
      expect(shown()).toEqual(['Every SDK']);
    });

    it("carries Cypress's rule for readers without scripts", () => {
      expect(siteHeadTags(config, '/', 200, SIDEBAR).join('')).toContain(
        '<noscript><style>[data-sdks]:not([data-sdks~="cypress"]) { display: none; }</style></noscript>',
      );
    });

    it('is left out where the URL decides the SDK, or where nothing on the page is marked for some SDKs', () => {
      const head = (route: string, markup: string) => siteHeadTags(config, route, 200, markup).join('');
      expect(head('/getting-started/overview', SIDEBAR)).toContain('data-sdks');
      for (const route of ['/sdks/selenium-java/quickstart', '/playwright/introduction']) {
        expect(head(route, SIDEBAR)).not.toContain('data-sdks');
      }
      expect(head('/blog', '<ul><li>Every SDK</li></ul>')).not.toContain('data-sdks');
    });

    it('runs the same script text on every page, so one CSP hash allows it', () => {
      const scripts = (route: string, markup: string) =>
        siteHeadTags(config, route, 200, markup)
          .join('')
          .match(/<script>[\s\S]*?<\/script>/g);
      expect(scripts('/', SIDEBAR)).toEqual(scripts('/concepts/best-practices/ocr', SIDEBAR));
      expect(scripts('/', SIDEBAR)).toEqual(scripts('/reference/server-api', CODE_TABS));
    });
  });

  describe('what the stored SDK sees: the tab of its language in code tabs', () => {
    const open = () =>
      [...document.querySelectorAll('[role="tabpanel"]')]
        .filter((panel) => getComputedStyle(panel).display !== 'none')
        .map((panel) => panel.textContent);
    const bold = () =>
      [...document.querySelectorAll('[role="tab"]')]
        .filter((tab) => getComputedStyle(tab).fontWeight === '600')
        .map((tab) => tab.textContent);
    beforeEach(() => {
      document.body.innerHTML = CODE_TABS;
    });

    it("opens the panel and highlights the tab of the stored SDK's language before the first paint", () => {
      localStorage.setItem('sdk', 'appium-python-web');
      loadHead(config, '/reference/server-api/authentication', 200, CODE_TABS);
      expect(open()).toEqual(['Python sample']);
      expect(bold()).toEqual(['Python']);
    });

    it("keeps the prerendered (Cypress's) tab when nothing or something unknown is stored", () => {
      loadHead(config, '/concepts/best-practices/ocr', 200, CODE_TABS);
      expect(open()).toEqual(['JavaScript sample']);
      localStorage.setItem('sdk', 'cobol');
      loadHead(config, '/concepts/best-practices/ocr', 200, CODE_TABS);
      expect(open()).toEqual(['JavaScript sample']);
      expect(bold()).toEqual(['JavaScript']);
    });

    it('is left out where the URL decides the SDK, whose tab the server opened', () => {
      expect(siteHeadTags(config, '/sdks/selenium-java/quickstart', 200, CODE_TABS).join('')).not.toContain(
        'data-sdk-languages',
      );
    });
  });

  describe('the code language the reader chose by hand', () => {
    // Two sets of tabs as CodeTabs renders them before storage is read, on an SDK's page (the URL decides
    // the SDK, Java): the first has Python, the second does not.
    const TWO_SETS = ['java:python', 'java:csharp']
      .map((set) => {
        const languages = set.split(':');
        const tabs = languages
          .map(
            (language, index) =>
              `<button role="tab" aria-selected="${index === 0}" data-tab-language="${language}">${language}</button>`,
          )
          .join('');
        const panels = languages
          .map(
            (language, index) =>
              `<div role="tabpanel"${index === 0 ? '' : ' hidden'} data-tab-language="${language}">${language} sample</div>`,
          )
          .join('');
        return `<div><div role="tablist">${tabs}</div>${panels}</div>`;
      })
      .join('');
    const open = () =>
      [...document.querySelectorAll('[role="tabpanel"]')]
        .filter((panel) => getComputedStyle(panel).display !== 'none')
        .map((panel) => panel.textContent);
    beforeEach(() => {
      document.body.innerHTML = TWO_SETS;
    });

    it('opens its tab, before the first paint, in every set that has it and only there', () => {
      localStorage.setItem('code-language', 'python');
      loadHead(config, '/sdks/selenium-java/configuration', 200, TWO_SETS);
      expect(open()).toEqual(['python sample', 'java sample']);
    });

    it('leaves the tabs as prerendered when nothing, or something that is not a language, is stored', () => {
      loadHead(config, '/sdks/selenium-java/configuration', 200, TWO_SETS);
      expect(open()).toEqual(['java sample', 'java sample']);
      localStorage.setItem('code-language', 'x"] body { display: none } [a="');
      loadHead(config, '/sdks/selenium-java/configuration', 200, TWO_SETS);
      expect(open()).toEqual(['java sample', 'java sample']);
    });

    it('is left out of pages without code tabs', () => {
      expect(siteHeadTags(config, '/sdks/selenium-java/configuration', 200, '<p>No code</p>').join('')).not.toContain(
        'code-language',
      );
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

describe('the app starts after the first paint', () => {
  const TAGS = [
    '<link rel="modulepreload" href="/tutorials/assets/page.js">',
    '<script type="module" src="/tutorials/assets/index.js"></script>',
  ];
  type PaintCallback = (
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect(): void },
  ) => void;
  let observers: { callback: PaintCallback; disconnected: boolean }[];

  /** A paint entry reported to every observer still connected. */
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      observer.callback(
        { getEntriesByName: (n) => (n === name ? [{ name }] : []) },
        {
          disconnect: () => (observer.disconnected = true),
        },
      );
    }
  };
  const appScripts = () =>
    document.head.querySelectorAll(':scope > script[type="module"], :scope > link[rel="modulepreload"]');

  function loadHead() {
    document.head.innerHTML = appScriptsAfterFirstPaint(TAGS);
    new Function(document.head.querySelector('script:not([type])')?.textContent ?? '')();
  }

  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        readonly observing: string[] = [];
        constructor(callback: PaintCallback) {
          observers.push({ callback, disconnected: false });
        }
        observe({ type }: { type: string }) {
          this.observing.push(type);
        }
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('holds the scripts until the first contentful paint, then inserts them once', () => {
    loadHead();
    expect(appScripts()).toHaveLength(0);
    paint('first-paint');
    expect(appScripts()).toHaveLength(0);
    paint('first-contentful-paint');
    expect([...appScripts()].map((tag) => tag.getAttribute('src') ?? tag.getAttribute('href'))).toEqual([
      '/tutorials/assets/page.js',
      '/tutorials/assets/index.js',
    ]);
    window.dispatchEvent(new Event('load'));
    expect(appScripts()).toHaveLength(2);
  });

  it('starts on the load event when no paint is reported (a tab opened in the background)', () => {
    loadHead();
    window.dispatchEvent(new Event('load'));
    expect(appScripts()).toHaveLength(2);
  });

  it('starts at once where paints cannot be observed', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    loadHead();
    expect(appScripts()).toHaveLength(2);
  });

  it("shows a notice whose button reloads when the app's script fails to load, and announces its text", () => {
    vi.useFakeTimers();
    try {
      loadHead();
      window.dispatchEvent(new Event('load'));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      document.head.querySelector('script[type="module"]')?.dispatchEvent(new Event('error'));
      const status = screen.getByRole('status');
      // Empty first, then the text: a live region announces a change, not its first content.
      expect(status.textContent).toBe('');
      vi.advanceTimersByTime(200);
      expect(status).toHaveTextContent('Some interactive parts did not load. The page is still here to read.');
      const reload = vi.fn();
      vi.stubGlobal('location', { reload });
      screen.getByRole('button', { name: 'Reload' }).click();
      expect(reload).toHaveBeenCalledOnce();
      // A second failing script does not add a second notice.
      document.head.querySelector('script[type="module"]')?.dispatchEvent(new Event('error'));
      expect(screen.getAllByRole('status')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      document.getElementById('app-failed-notice')?.remove();
    }
  });

  it('writes nothing for a page without scripts', () => {
    expect(appScriptsAfterFirstPaint([])).toBe('');
  });
});

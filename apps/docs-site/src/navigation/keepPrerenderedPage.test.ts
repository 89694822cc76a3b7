import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPrerenderedPage } from './keepPrerenderedPage';
import { OFFLINE_PAGE, PAGE_PARTS_FAILED, PAGE_PARTS_LOADING } from './noticeTexts';
import type { PageNotice, PageNoticeHost } from './pageNotice';

function memoryNotices(): PageNoticeHost {
  let current: PageNotice | undefined;
  return { show: (notice) => void (current = notice), hide: () => void (current = undefined), current: () => current };
}

function setOnLine(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

/** A link of the kept page, clicked; returns whether the browser would follow it. */
function clickLink(href: string): boolean {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'A link';
  document.body.append(link);
  let followed = false;
  // Last to see the click: reads whether the page held it, then holds it (jsdom cannot load another document).
  const browser = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', browser);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  window.removeEventListener('click', browser);
  link.remove();
  return followed;
}

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  setOnLine(true);
});

function setUp(load: () => Promise<unknown>) {
  const notices = memoryNotices();
  const hydrate = vi.fn();
  stops.push(keepPrerenderedPage({ load: vi.fn(load), hydrate, notices, basename: '' }));
  return { notices, hydrate };
}

describe('keepPrerenderedPage', () => {
  it('says that the interactive parts did not load, and hydrates when Retry loads the chunk', async () => {
    const { notices, hydrate } = setUp(async () => undefined);
    expect(notices.current()?.message).toBe(PAGE_PARTS_FAILED);
    notices.current()?.action?.onClick();
    expect(notices.current()?.message).toBe(PAGE_PARTS_LOADING);
    expect(notices.current()?.action?.pending).toBe(true);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(notices.current()).toBeUndefined();
  });

  it('offers Retry again when the chunk fails again, and does not hydrate', async () => {
    const { notices, hydrate } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    notices.current()?.action?.onClick();
    await vi.waitFor(() => expect(notices.current()?.message).toBe(PAGE_PARTS_FAILED));
    expect(notices.current()?.action?.pending).toBeUndefined();
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('offline, keeps the reader on the page instead of following a link to another page, and says why', () => {
    const { notices } = setUp(async () => undefined);
    expect(clickLink('/other-page')).toBe(true);
    setOnLine(false);
    expect(clickLink('#a-section')).toBe(true);
    expect(clickLink('/other-page')).toBe(false);
    expect(notices.current()?.message).toBe(OFFLINE_PAGE);
    setOnLine(true);
    expect(notices.current()?.message).toBe(PAGE_PARTS_FAILED);
  });
});

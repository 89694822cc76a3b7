import { describe, expect, it } from 'vitest';
import { isOffline, isPlainClick, leadsToOtherPage, leavesPage } from './pageLinks';

const click = (changes: Partial<Parameters<typeof isPlainClick>[0]> = {}) => ({
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...changes,
});

const anchor = (href: string, { target = '', download = false } = {}) => ({
  href,
  target,
  hasAttribute: (name: string) => name === 'download' && download,
});

const HERE = 'http://127.0.0.1:4300/tutorials/getting-started/overview';

describe('isOffline', () => {
  it('is true only when the browser says it has no network', () => {
    expect(isOffline({ onLine: false })).toBe(true);
    expect(isOffline({ onLine: true })).toBe(false);
    expect(isOffline({})).toBe(false);
    expect(isOffline(undefined)).toBe(false);
  });
});

describe('isPlainClick', () => {
  it('is a primary-button click with no modifier that nothing handled', () => {
    expect(isPlainClick(click())).toBe(true);
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
    expect(isPlainClick(click({ ctrlKey: true }))).toBe(false);
    expect(isPlainClick(click({ metaKey: true }))).toBe(false);
    expect(isPlainClick(click({ shiftKey: true }))).toBe(false);
    expect(isPlainClick(click({ altKey: true }))).toBe(false);
    expect(isPlainClick(click({ defaultPrevented: true }))).toBe(false);
  });
});

describe('leadsToOtherPage', () => {
  it('is true for another page of the site, relative or absolute', () => {
    expect(leadsToOtherPage(anchor('/tutorials/getting-started/what-is-eyes'), HERE, '/tutorials')).toBe(true);
    expect(leadsToOtherPage(anchor('what-is-eyes'), HERE, '/tutorials')).toBe(true);
    expect(leadsToOtherPage(anchor('http://127.0.0.1:4300/tutorials/'), HERE, '/tutorials')).toBe(true);
  });

  it('is false for a part of the same page, whatever its form', () => {
    expect(leadsToOtherPage(anchor('#install'), HERE, '/tutorials')).toBe(false);
    expect(leadsToOtherPage(anchor('/tutorials/getting-started/overview/#install'), HERE, '/tutorials')).toBe(false);
    expect(leadsToOtherPage(anchor('/tutorials/getting-started/overview?x=1'), HERE, '/tutorials')).toBe(false);
  });

  it('is false for other sites, paths outside the base, new tabs and downloads', () => {
    expect(leadsToOtherPage(anchor('https://github.com/'), HERE, '/tutorials')).toBe(false);
    expect(leadsToOtherPage(anchor('/elsewhere/page'), HERE, '/tutorials')).toBe(false);
    expect(leadsToOtherPage(anchor('/tutorialsx/page'), HERE, '/tutorials')).toBe(false);
    expect(leadsToOtherPage(anchor('/tutorials/blog', { target: '_blank' }), HERE, '/tutorials')).toBe(false);
    expect(leadsToOtherPage(anchor('/tutorials/blog', { target: '_self' }), HERE, '/tutorials')).toBe(true);
    expect(leadsToOtherPage(anchor('/tutorials/blog', { download: true }), HERE, '/tutorials')).toBe(false);
  });
});

describe('leavesPage', () => {
  it('compares clean paths: a trailing slash or .html is the same page', () => {
    expect(leavesPage({ pathname: '/tutorials/a' }, { pathname: '/tutorials/b' })).toBe(true);
    expect(leavesPage({ pathname: '/tutorials/a' }, { pathname: '/tutorials/a/' })).toBe(false);
    expect(leavesPage({ pathname: '/tutorials/a' }, { pathname: '/tutorials/a.html' })).toBe(false);
  });
});

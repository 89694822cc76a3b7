import { describe, expect, it } from 'vitest';
import { routeEntered, sdkChosen } from './actions';
import { sidebarLinkForPath, sidebarLinkReducer, type SidebarLinkState } from './sidebarLinkSlice';

const reduce = (state: SidebarLinkState, ...actions: Parameters<typeof sidebarLinkReducer>[1][]) =>
  actions.reduce(sidebarLinkReducer, state);

describe('sidebar link slice (selectedSidebarLink)', () => {
  it('starts as api for the server API reference and SDK pages, docs for general docs', () => {
    expect(sidebarLinkForPath('/reference/server-api/authentication')).toBe('api');
    expect(sidebarLinkForPath('/sdks/selenium-java/quickstart')).toBe('api');
    expect(sidebarLinkForPath('/playwright/api/overview')).toBe('api');
    expect(sidebarLinkForPath('/playwright/introduction')).toBe('docs');
    expect(sidebarLinkForPath('/concepts/best-practices/ocr')).toBe('docs');
    expect(sidebarLinkReducer(undefined, { type: 'init' })).toBe('docs');
  });

  it('follows the path of every page entered, unless the navigation set the mode', () => {
    expect(reduce('docs', routeEntered({ path: '/sdks/robot/quickstart' }))).toBe('api');
    expect(reduce('api', routeEntered({ path: '/getting-started/overview' }))).toBe('docs');
    expect(reduce('api', routeEntered({ path: '/sdks/robot/quickstart', sidebarLink: 'docs' }))).toBe('docs');
  });

  it('takes the value a choice sets, and keeps its own when the choice sets none', () => {
    expect(
      reduce(
        'api',
        sdkChosen({ sdk: 'robot', to: 'sdks/robot/quickstart', sidebarLink: 'docs', rule: 'leave-playwright' }),
      ),
    ).toBe('docs');
    expect(reduce('api', sdkChosen({ sdk: 'robot', rule: 'stay' }))).toBe('api');
  });
});

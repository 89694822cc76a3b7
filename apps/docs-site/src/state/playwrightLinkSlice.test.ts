import { describe, expect, it } from 'vitest';
import { routeEntered, sdkChosen } from './actions';
import { playwrightLinkForPath, playwrightLinkReducer, type PlaywrightLinkState } from './playwrightLinkSlice';

const reduce = (state: PlaywrightLinkState, ...actions: Parameters<typeof playwrightLinkReducer>[1][]) =>
  actions.reduce(playwrightLinkReducer, state);

describe('Playwright link slice (selectedPlaywrightLink)', () => {
  it('starts as api under playwright/api, else docs', () => {
    expect(playwrightLinkForPath('/playwright/api/overview')).toBe('api');
    expect(playwrightLinkForPath('/playwright/api/eyes-check')).toBe('api');
    expect(playwrightLinkForPath('/playwright/introduction')).toBe('docs');
    expect(playwrightLinkForPath('/sdks/cypress/quickstart')).toBe('docs');
    expect(playwrightLinkReducer(undefined, { type: 'init' })).toBe('docs');
  });

  it('follows the pages entered in the Playwright area, and keeps its value elsewhere', () => {
    expect(reduce('docs', routeEntered({ path: '/playwright/api/overview' }))).toBe('api');
    expect(reduce('api', routeEntered({ path: '/playwright' }))).toBe('docs');
    expect(reduce('api', routeEntered({ path: '/getting-started/overview' }))).toBe('api');
    expect(reduce('api', routeEntered({ path: '/sdks/selenium-java/quickstart', sidebarLink: 'docs' }))).toBe('api');
  });

  it('takes the value a choice sets, and keeps its own when the choice sets none', () => {
    expect(
      reduce(
        'api',
        sdkChosen({ sdk: 'playwright-ts', to: 'playwright', playwrightLink: 'docs', rule: 'playwright-home' }),
      ),
    ).toBe('docs');
    expect(reduce('api', sdkChosen({ sdk: 'cypress', rule: 'stay' }))).toBe('api');
  });
});

import { describe, expect, it } from 'vitest';
import { hrefInSection, sectionAliasCopies } from './sectionAliases';

describe('hrefInSection', () => {
  const copy = '/playwright/reference/server-api/batches/list-batch-results';

  it('keeps a link into the original section within the copy, with its anchor or query', () => {
    expect(hrefInSection('/reference/server-api/batches/list-batch-statistics', copy)).toBe(
      '/playwright/reference/server-api/batches/list-batch-statistics',
    );
    expect(hrefInSection('/reference/server-api/date-format#ranges', copy)).toBe(
      '/playwright/reference/server-api/date-format#ranges',
    );
    expect(hrefInSection('/reference/server-api#pagination', copy)).toBe('/playwright/reference/server-api#pagination');
    expect(hrefInSection('/reference/server-api', '/playwright/reference/server-api')).toBe(
      '/playwright/reference/server-api',
    );
  });

  it('leaves links elsewhere, and every link of a page outside a copy, as written', () => {
    expect(hrefInSection('/concepts/reviewing-tests/review-results', copy)).toBe(
      '/concepts/reviewing-tests/review-results',
    );
    expect(hrefInSection('/reference/server-api-notes', copy)).toBe('/reference/server-api-notes');
    expect(hrefInSection('#response', copy)).toBe('#response');
    expect(hrefInSection('/reference/server-api/date-format', '/reference/server-api/authentication')).toBe(
      '/reference/server-api/date-format',
    );
    expect(hrefInSection('/reference/server-api/date-format', '/playwright/introduction')).toBe(
      '/reference/server-api/date-format',
    );
  });
});

describe('sectionAliasCopies', () => {
  it('copies the pages of the aliased section under the copy, each naming its original as canonical', () => {
    expect(
      sectionAliasCopies([
        { path: '/reference/server-api/date-format', docId: 'reference/server-api/date-format' },
        { path: '/concepts/overview', docId: 'concepts/overview' },
      ]),
    ).toEqual([
      {
        path: '/playwright/reference/server-api/date-format',
        docId: 'playwright/reference/server-api/date-format',
        canonicalPath: '/reference/server-api/date-format',
      },
    ]);
  });
});

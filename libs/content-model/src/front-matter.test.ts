import { describe, expect, expectTypeOf, it } from 'vitest';
import { SDK_FILTER_NAMES, type SdkFilter } from '@docs/sdk-catalog';
import { ContentError } from './index';
import { parseBlogPostFrontMatter, parseFrontMatter, type FrontMatter } from './schema';

const FILE = 'content/docs/x.mdx';

function errorOf(data: unknown): ContentError {
  try {
    parseFrontMatter(data, FILE);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected a ContentError');
}

describe('parseFrontMatter', () => {
  it('parses valid front matter with its types', () => {
    const parsed = parseFrontMatter(
      {
        title: ' Match levels ',
        description: 'How strict a comparison is.',
        sidebar_label: 'Match levels',
        sdks: ['cypress', 'all'],
        tags: ['comparison'],
        draft: false,
      },
      FILE,
    );
    expect(parsed).toEqual({
      title: 'Match levels',
      description: 'How strict a comparison is.',
      sidebar_label: 'Match levels',
      sdks: ['cypress', 'all'],
      tags: ['comparison'],
      draft: false,
    });
    expectTypeOf(parsed).toEqualTypeOf<FrontMatter>();
    expectTypeOf(parsed.draft).toEqualTypeOf<boolean | undefined>();
    expectTypeOf<NonNullable<FrontMatter['sdks']>[number]>().toEqualTypeOf<SdkFilter>();
  });

  it('needs only a title', () => {
    expect(parseFrontMatter({ title: 'Overview' }, FILE)).toEqual({ title: 'Overview' });
  });

  it('names the file, the field, the value and the SDK keys, closest first', () => {
    const error = errorOf({ title: 'T', sdks: ['cypress', 'cypres'] });
    expect(error.message).toMatch(
      /^content\/docs\/x\.mdx: front matter field "sdks\[1\]" is "cypres"; allowed: cypress, /,
    );
    expect(error.message).toContain('playwright-ts');
    expect(error.message).toContain('all');
    expect(error).toMatchObject({ file: FILE, field: 'sdks[1]' });
    expect(error.allowed[0]).toBe('cypress');
    expect(error.allowed).toHaveLength(SDK_FILTER_NAMES.length);
  });

  it('accepts SDK platforms and API families beside keys and aliases, and lists them when a value is wrong', () => {
    const sdks = ['mobile-native', 'selenium', 'webdriverio', 'storybook-react', 'component'];
    expect(parseFrontMatter({ title: 'T', sdks }, FILE).sdks).toEqual(sdks);
    const error = errorOf({ title: 'T', sdks: ['seleniun'] });
    expect(error.message).toMatch(
      /^content\/docs\/x\.mdx: front matter field "sdks\[0\]" is "seleniun"; allowed: selenium, /,
    );
    for (const valid of ['web', 'mobile-native', 'appium-native', 'playwright', 'selenium-java', 'all']) {
      expect(error.allowed).toContain(valid);
    }
  });

  it('reports a missing or empty title', () => {
    expect(errorOf({}).message).toBe(`${FILE}: front matter field "title" is missing; allowed: a non-empty string`);
    expect(errorOf({ title: '  ' }).message).toBe(
      `${FILE}: front matter field "title" is "  "; allowed: a non-empty string`,
    );
    expect(errorOf(undefined).field).toBe('title');
  });

  it('reports wrong types with what is allowed', () => {
    expect(errorOf({ title: 'T', draft: 'yes' }).message).toBe(
      `${FILE}: front matter field "draft" is "yes"; allowed: true or false`,
    );
    expect(errorOf({ title: 'T', tags: 'a,b' }).message).toBe(
      `${FILE}: front matter field "tags" is "a,b"; allowed: a list of non-empty strings`,
    );
    expect(errorOf({ title: 'T', sdks: 'cypress' }).message).toContain(
      'allowed: a non-empty list of SDK keys, platforms, API families or "all"',
    );
  });

  it('rejects unknown fields and suggests the closest known one', () => {
    const error = errorOf({ title: 'T', sidebar_lable: 'x' });
    expect(error.message).toMatch(
      /^content\/docs\/x\.mdx: front matter field "sidebar_lable" is not a known field; allowed fields: sidebar_label, /,
    );
    expect(error.field).toBe('sidebar_lable');
    expect(error.allowed[0]).toBe('sidebar_label');
  });

  it('lists every problem, one line each', () => {
    const lines = errorOf({ sdks: ['nope'], draft: 1 }).message.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.startsWith(`${FILE}: front matter field`))).toBe(true);
  });
});

describe('parseBlogPostFrontMatter', () => {
  const valid = {
    title: 'Taming flaky baselines',
    description: 'What we learned.',
    date: '2026-03-14',
    authors: ['Ana Ruiz'],
  };

  it('accepts a post and defaults its tags to none', () => {
    expect(parseBlogPostFrontMatter(valid, 'content/blog/a.mdx')).toEqual({ ...valid, tags: [] });
  });

  it('names the file and the field of a bad date, and what is allowed', () => {
    expect(() => parseBlogPostFrontMatter({ ...valid, date: '2026-13-01' }, 'content/blog/a.mdx')).toThrow(
      'content/blog/a.mdx: front matter field "date" is "2026-13-01"; allowed: a date written YYYY-MM-DD',
    );
  });

  it('requires authors and suggests the closest field for a typo', () => {
    const typo = { title: valid.title, description: valid.description, date: valid.date, author: ['Ana'] };
    const message = () => {
      try {
        parseBlogPostFrontMatter(typo, 'content/blog/a.mdx');
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(message()).toContain('content/blog/a.mdx: front matter field "authors" is missing');
    expect(message()).toContain('"author" is not a known field; allowed fields: authors');
  });
});

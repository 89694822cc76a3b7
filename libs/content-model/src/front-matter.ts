import { SDK_FILTER_NAMES, type SdkFilter } from '@docs/sdk-catalog';
import { z } from 'zod';
import { closestFirst, ContentError } from './errors';

/**
 * Every value allowed in a front matter `sdks` list: `all`, the SDK platforms, the API families,
 * the SDK keys and their aliases (`SDK_FILTER_NAMES`; `sdksForFilters` reads them).
 */
export const SDK_FILTER_VALUES = SDK_FILTER_NAMES;

/**
 * Schema of a doc page's front matter. Unknown fields are rejected (a typo
 * such as `sdk:` for `sdks:` would otherwise silently show a page to every
 * SDK); the error suggests the closest known field.
 */
export const frontMatterSchema = z.strictObject({
  /** Page title, shown as the heading and in the document title. */
  title: z.string().trim().min(1),
  /** One-sentence summary for meta tags and search results. */
  description: z.string().trim().min(1).optional(),
  /** Shorter label for the sidebar link; defaults to the title. */
  sidebar_label: z.string().trim().min(1).optional(),
  /** SDKs the page applies to (keys, aliases, platforms, API families); `all` or no list means every SDK. */
  sdks: z
    .array(z.enum(SDK_FILTER_VALUES as readonly [SdkFilter, ...SdkFilter[]]))
    .min(1)
    .optional(),
  /** Free-form topic tags. */
  tags: z.array(z.string().trim().min(1)).optional(),
  /** A draft page is left out of production builds. */
  draft: z.boolean().optional(),
});

/** Parsed front matter of a doc page. */
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Every front matter field a doc page may set. */
export const FRONT_MATTER_FIELDS = Object.keys(frontMatterSchema.shape) as (keyof FrontMatter)[];

const ALLOWED: Record<keyof FrontMatter, string> = {
  title: 'a non-empty string',
  description: 'a non-empty string',
  sidebar_label: 'a non-empty string',
  sdks: `a non-empty list of SDK keys, platforms, API families or "all"`,
  tags: 'a list of non-empty strings',
  draft: 'true or false',
};

type PathKey = PropertyKey;

function fieldName(path: readonly PathKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    '',
  );
}

function valueAt(data: unknown, path: readonly PathKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function show(value: unknown): string {
  if (value === undefined) return 'is missing';
  if (typeof value === 'string') return `is "${value}"`;
  if (value instanceof Date) return `is a date (${value.toISOString().slice(0, 10)})`;
  const type = Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;
  return `is ${JSON.stringify(value) ?? String(value)} (${type})`;
}

interface Problem {
  field: string;
  allowed: string[];
  sentence: string;
}

/** What one schema's error messages need to know about its fields. */
interface FieldGuide {
  fields: readonly string[];
  allowed: Record<string, string>;
}

function describe(issue: z.core.$ZodIssue, data: unknown, guide: FieldGuide): Problem[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const allowed = closestFirst(key, guide.fields);
      return {
        field: fieldName([...issue.path, key]),
        allowed,
        sentence: `front matter field "${fieldName([...issue.path, key])}" is not a known field; allowed fields: ${allowed.join(', ')}`,
      };
    });
  }
  const field = fieldName(issue.path);
  const value = valueAt(data, issue.path);
  const top = issue.path[0];
  if (top === 'sdks' && issue.path.length === 2) {
    const allowed = closestFirst(typeof value === 'string' ? value : '', SDK_FILTER_VALUES);
    return [
      { field, allowed, sentence: `front matter field "${field}" ${show(value)}; allowed: ${allowed.join(', ')}` },
    ];
  }
  const description =
    typeof top === 'string' && top in guide.allowed ? (guide.allowed[top] ?? '') : 'an object of known fields';
  const allowed = top === 'draft' ? ['true', 'false'] : [description];
  return [
    { field, allowed, sentence: `front matter field "${field || '(root)'}" ${show(value)}; allowed: ${description}` },
  ];
}

/**
 * Validates a page's front matter.
 *
 * @param data - the front matter as parsed from YAML.
 * @param file - the page's file, named in every error (e.g. `content/docs/x.mdx`).
 * @returns the typed front matter (strings trimmed).
 * @throws {@link ContentError} naming the file, the field and the allowed values
 * (closest match first), one line per problem.
 *
 * @example
 * parseFrontMatter({ title: 'Overview', sdks: ['cypres'] }, 'content/docs/x.mdx')
 * // throws: content/docs/x.mdx: front matter field "sdks[0]" is "cypres"; allowed: cypress, ...
 */
export function parseFrontMatter(data: unknown, file: string): FrontMatter {
  return parseWith(frontMatterSchema, { fields: FRONT_MATTER_FIELDS, allowed: ALLOWED }, data, file);
}

function parseWith<T>(schema: z.ZodType<T>, guide: FieldGuide, data: unknown, file: string): T {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.flatMap((issue) => describe(issue, data, guide));
  const first = problems[0];
  const message = problems.map((problem) => `${file}: ${problem.sentence}`).join('\n');
  return raise(new ContentError(message, { file, field: first?.field, allowed: first?.allowed ?? [] }));
}

function raise(error: ContentError): never {
  throw error;
}

/** Schema of a blog post's front matter. */
export const blogPostFrontMatterSchema = z.strictObject({
  /** Post title, shown as the heading, in lists and in the feed. */
  title: z.string().trim().min(1),
  /** One or two sentences for lists, meta tags and the feed. */
  description: z.string().trim().min(1),
  /** Publication date, `YYYY-MM-DD`. */
  date: z.union([z.iso.date(), z.date().transform((date) => date.toISOString().slice(0, 10))]),
  /** Topic tags; each gets a page under `/blog/tags/<tag>`. */
  tags: z.array(z.string().trim().min(1)).default([]),
  /** Names of the authors. */
  authors: z.array(z.string().trim().min(1)).min(1),
  /** A draft post is left out of production builds. */
  draft: z.boolean().optional(),
});

/** Parsed front matter of a blog post. */
export type BlogPostFrontMatter = z.infer<typeof blogPostFrontMatterSchema>;

/** Every front matter field a blog post may set. */
export const BLOG_POST_FRONT_MATTER_FIELDS = Object.keys(
  blogPostFrontMatterSchema.shape,
) as (keyof BlogPostFrontMatter)[];

const BLOG_ALLOWED: Record<keyof BlogPostFrontMatter, string> = {
  title: 'a non-empty string',
  description: 'a non-empty string',
  date: 'a date written YYYY-MM-DD',
  tags: 'a list of non-empty strings',
  authors: 'a non-empty list of names',
  draft: 'true or false',
};

/**
 * Validates a blog post's front matter, with the same error messages as
 * {@link parseFrontMatter}: file, field, value and what is allowed.
 *
 * @example
 * parseBlogPostFrontMatter({ title: 'T', description: 'D', date: '2026-13-01', authors: ['Ana'] }, 'content/blog/x.mdx')
 * // throws: content/blog/x.mdx: front matter field "date" is "2026-13-01"; allowed: a date written YYYY-MM-DD
 */
export function parseBlogPostFrontMatter(data: unknown, file: string): BlogPostFrontMatter {
  return parseWith(
    blogPostFrontMatterSchema,
    { fields: BLOG_POST_FRONT_MATTER_FIELDS, allowed: BLOG_ALLOWED },
    data,
    file,
  );
}

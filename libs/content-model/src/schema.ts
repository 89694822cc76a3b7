// `@docs/content-model/schema`: front matter validation for build tools (zod builds the
// schemas when this module loads). UI code imports the main entry, which has no zod.
export {
  FRONT_MATTER_FIELDS,
  frontMatterSchema,
  parseFrontMatter,
  SDK_FILTER_VALUES,
  type FrontMatter,
  blogPostFrontMatterSchema,
  parseBlogPostFrontMatter,
  BLOG_POST_FRONT_MATTER_FIELDS,
  type BlogPostFrontMatter,
} from './front-matter';

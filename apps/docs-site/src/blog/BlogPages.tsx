import { DocPaginator } from '@docs/docs-chrome';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageMarkdownControls } from '../layout/PageMarkdownControls';
import { mdxComponents } from '../mdx/mdxComponents';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, NotFoundPage } from '../pages/NotFoundPage';
import { useCurrentSdk } from '../sdk/SdkContext';
import { siteConfig } from '../site.config';
import type { BlogPostModule } from './posts';
import { blogPosts, formatPostDate, postsByTag, postsByYear, type BlogPostSummary } from './blogIndex';
import { postNeighbours } from './postNeighbours';

/**
 * The blog's sidebar: every post, grouped by year. The years label their lists
 * rather than being headings: the page outline starts at the page's h1.
 */
function BlogSidebar({ current }: { current?: string }) {
  return (
    <nav className="blog-sidebar" aria-label="Blog posts by year">
      {postsByYear().map(([year, posts]) => (
        <div key={year}>
          <p className="blog-sidebar-year" id={`blog-sidebar-${year}`}>
            {year}
          </p>
          <ul aria-labelledby={`blog-sidebar-${year}`}>
            {posts.map((post) => (
              <li key={post.slug}>
                <Link to={`/blog/${post.slug}`} aria-current={post.slug === current ? 'page' : undefined}>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * The blog's frame: the posts by year beside the page (left of it on a wide screen, below it
 * on a phone, and after it in reading order), and above the page its Markdown
 * controls ("Copy page", "View as Markdown"). A listing page's column is what its Markdown for
 * tools is made of (`data-page-markdown`: the build's page Markdown and "Copy page" read it as
 * they read a doc's article); a post's is its article.
 */
function BlogFrame({
  current,
  children,
  listing = false,
}: {
  current?: string;
  children: ReactNode;
  listing?: boolean;
}) {
  const sdk = useCurrentSdk();
  return (
    <div className="blog">
      <div className="blog-main">
        <div className="blog-header">
          <PageMarkdownControls sdk={sdk} />
        </div>
        <div {...(listing ? { 'data-page-markdown': '' } : {})}>{children}</div>
      </div>
      {/* After the page in reading order: on a phone, below it, so the title opens the screen. */}
      <BlogSidebar current={current} />
    </div>
  );
}

function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className="blog-meta">
      <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingTime} min read · by{' '}
      {post.authors.join(', ')}
    </p>
  );
}

function TagList({ post }: { post: BlogPostSummary }) {
  if (post.tags.length === 0) return null;
  return (
    <ul className="blog-tags" aria-label="Tags">
      {post.tags.map((tag) => (
        <li key={tag.slug}>
          <Link to={`/blog/tags/${tag.slug}`}>{tag.label}</Link>
        </li>
      ))}
    </ul>
  );
}

const postLink = (post: BlogPostSummary) => ({
  type: 'link' as const,
  docId: `blog/${post.slug}`,
  href: `/blog/${post.slug}`,
  label: post.title,
});

/** The end of a post: links to the next newer and the next older post, as the blog lists them. */
function PostPaginator({ slug }: { slug: string }) {
  const { newer, older } = postNeighbours(slug, blogPosts);
  return (
    <DocPaginator
      label="Blog posts"
      sublabels={{ previous: 'Newer post', next: 'Older post' }}
      {...(newer ? { previous: postLink(newer) } : {})}
      {...(older ? { next: postLink(older) } : {})}
    />
  );
}

function PostList({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <ul className="blog-list">
      {posts.map((post) => (
        <li key={post.slug}>
          <h2>
            <Link to={`/blog/${post.slug}`}>{post.title}</Link>
          </h2>
          <PostMeta post={post} />
          <p>{post.description}</p>
          <TagList post={post} />
        </li>
      ))}
    </ul>
  );
}

export function BlogIndexPage() {
  return (
    <BlogFrame listing>
      <h1>Blog</h1>
      <p>
        Notes from the team on visual testing in practice. <Link to="/blog/archive">All posts by year</Link> ·{' '}
        <Link to="/blog/tags">Tags</Link> · <a href={`${siteConfig.basePath}blog/rss.xml`}>RSS feed</a>
      </p>
      <PostList posts={blogPosts} />
    </BlogFrame>
  );
}

export function BlogPostPage({ slug, page }: { slug: string; page: BlogPostModule }) {
  const post = blogPosts.find((candidate) => candidate.slug === slug);
  const Content = page.default;
  return (
    <BlogFrame current={slug}>
      <article className="doc blog-post">
        {post && <PostMeta post={post} />}
        <Content components={mdxComponents} />
        {post && <TagList post={post} />}
      </article>
      <PostPaginator slug={slug} />
    </BlogFrame>
  );
}

export function BlogArchivePage() {
  return (
    <BlogFrame listing>
      <h1>Archive</h1>
      {postsByYear().map(([year, posts]) => (
        <section key={year}>
          <h2>{year}</h2>
          <ul>
            {posts.map((post) => (
              <li key={post.slug}>
                <time dateTime={post.date}>{formatPostDate(post.date)}</time> –{' '}
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogFrame>
  );
}

export function BlogTagsPage() {
  return (
    <BlogFrame listing>
      <h1>Tags</h1>
      <ul className="blog-tags">
        {postsByTag().map((tag) => (
          <li key={tag.slug}>
            <Link to={`/blog/tags/${tag.slug}`}>
              {tag.label} ({tag.posts.length})
            </Link>
          </li>
        ))}
      </ul>
    </BlogFrame>
  );
}

/**
 * The posts of one tag. A tag no post has is the not-found page, as the server answers its
 * address (it has no prerendered page): a page of its own would replace the server's after
 * hydration.
 */
export function BlogTagPage() {
  const { tag: slug } = useParams();
  const tag = postsByTag().find((candidate) => candidate.slug === slug);
  if (!tag) return <NotFoundPage />;
  return (
    <BlogFrame listing>
      <h1>{`Posts tagged “${tag.label}”`}</h1>
      <PostList posts={tag.posts} />
      <p>
        <Link to="/blog/tags">All tags</Link>
      </p>
    </BlogFrame>
  );
}

/** Titles and descriptions of the blog's own pages (the route handles). */
export const blogPageHandles = {
  index: { title: 'Blog', description: 'Notes from the team on visual testing in practice.' },
  archive: { title: 'Blog archive', description: 'Every blog post, by year.' },
  tags: { title: 'Blog tags', description: 'Blog posts by topic.' },
};

/** Handle of a tag page, from its slug. */
export function blogTagHandle(slug: string | undefined) {
  const tag = postsByTag().find((candidate) => candidate.slug === slug);
  if (!tag) return { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION };
  return { title: `Posts tagged “${tag.label}”`, description: `Blog posts about ${tag.label}.` };
}

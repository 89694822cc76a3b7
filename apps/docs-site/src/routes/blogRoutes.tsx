import type { RouteObject } from 'react-router-dom';
import { blogPostSources } from '../blog/posts';
import type { RouteHandle } from './routes';

const pages = () => import('../blog/BlogPages');

/** The blog: index, one lazily loaded route per post, archive and tags (case-sensitive, as every page). */
export function blogRoutes(): RouteObject[] {
  return blogRouteList().map((route) => ({ ...route, caseSensitive: true }));
}

function blogRouteList(): RouteObject[] {
  return [
    {
      id: 'blog',
      path: '/blog',
      lazy: async () => {
        const { BlogIndexPage, blogPageHandles } = await pages();
        return { Component: BlogIndexPage, handle: blogPageHandles.index satisfies RouteHandle };
      },
    },
    {
      id: 'blog/archive',
      path: '/blog/archive',
      lazy: async () => {
        const { BlogArchivePage, blogPageHandles } = await pages();
        return { Component: BlogArchivePage, handle: blogPageHandles.archive satisfies RouteHandle };
      },
    },
    {
      id: 'blog/tags',
      path: '/blog/tags',
      lazy: async () => {
        const { BlogTagsPage, blogPageHandles } = await pages();
        return { Component: BlogTagsPage, handle: blogPageHandles.tags satisfies RouteHandle };
      },
    },
    {
      id: 'blog/tag',
      path: '/blog/tags/:tag',
      lazy: async () => {
        const { BlogTagPage, blogTagHandle } = await pages();
        const handle: RouteHandle = { title: 'Blog tags', fromParams: (params) => blogTagHandle(params.tag) };
        return { Component: BlogTagPage, handle };
      },
    },
    ...blogPostSources.map(({ slug, file, load }): RouteObject => ({
      id: `blog/${slug}`,
      path: `/blog/${slug}`,
      lazy: async () => {
        const [post, { BlogPostPage }] = await Promise.all([load(), pages()]);
        const handle: RouteHandle = {
          title: post.frontmatter.title,
          description: post.frontmatter.description,
          file,
        };
        return { Component: () => <BlogPostPage slug={slug} page={post} />, handle };
      },
    })),
  ];
}

/**
 * Every SDK page, rendered from the catalogue, the profiles, the API model and the samples
 * through the page templates (templates/). The site's build (apps/docs-site/build/sdk-pages)
 * turns each page's tree into a page module as it does an MDX page: heading anchors,
 * highlighting, the browser's components. Nothing is written to content/docs/.
 */
import { sdkFolderDocIds, SDK_PAGE_LABELS, type SdkPageSlug } from '@docs/content-model';
import type { SdkKey } from '@docs/sdk-catalog';
import type { Root } from 'hast';
import { SDK_FOLDERS } from '../sidebars';
import type { ApiClassSlug } from './api';
import { SDK_PROFILES, type SdkProfile } from './profiles';
import { expandTemplate } from './templates/expand';
import { advanced, batchClose, checkSettings, configuration, eyes, runners } from './templates/guides';
import { changelog, overview, quickstart } from './templates/overview';
import { referenceTemplate } from './templates/reference';
import type { SdkPageTemplate } from './templates/shared';
import { ufg } from './templates/ufg';

/** The front matter of an SDK page, as an MDX page would declare it. */
export interface SdkPageFrontmatter {
  title: string;
  description: string;
  sidebar_label: string;
  sdks: [SdkKey];
}

/** One SDK page: its doc id (`sdks/cypress/quickstart`), front matter and content. */
export interface RenderedSdkPage {
  docId: string;
  frontmatter: SdkPageFrontmatter;
  /** The content, title heading first, before the build's heading ids, anchors and highlighting. */
  tree: Root;
}

const TEMPLATES: Record<SdkPageSlug, SdkPageTemplate> = {
  index: overview,
  quickstart,
  changelog,
  configuration,
  'check-settings': checkSettings,
  runners,
  ufg,
  advanced,
  'batch-close': batchClose,
  eyes,
  ...(Object.fromEntries(
    (['eyes', 'configuration', 'check-settings', 'runner', 'batch-info'] as const satisfies ApiClassSlug[]).map(
      (slug) => [`reference/${slug}`, referenceTemplate(slug)],
    ),
  ) as Record<`reference/${ApiClassSlug}`, SdkPageTemplate>),
};

/** Every SDK page: its SDK's profile, doc id and slug, in sidebar order (listed once per process). */
const SDK_PAGES: readonly { p: SdkProfile; docId: string; slug: SdkPageSlug }[] = SDK_PROFILES.flatMap((p) => {
  const folder = SDK_FOLDERS.find((candidate) => candidate.dir === `sdks/${p.folder}`);
  if (!folder)
    throw new Error(`content/sdk-data/profiles.ts: no folder sdks/${p.folder} in SDK_FOLDERS (content/sidebars.ts)`);
  return sdkFolderDocIds(folder).map((docId) => ({
    p,
    docId,
    slug: docId.slice(folder.dir.length + 1) as SdkPageSlug,
  }));
});
const SDK_PAGE_BY_ID = new Map(SDK_PAGES.map((page) => [page.docId, page]));

/** One SDK page without its content: what lists of pages (the routes, the sidebar) need. */
export type SdkPageEntry = Omit<RenderedSdkPage, 'tree'>;

function frontmatterOf(p: SdkProfile, slug: SdkPageSlug): SdkPageFrontmatter {
  const template = TEMPLATES[slug];
  return {
    title: template.title(p),
    description: template.description(p),
    sidebar_label: SDK_PAGE_LABELS[slug],
    sdks: [p.sdk],
  };
}

/** Every SDK page's doc id and front matter, without rendering the content (cheap). */
export function sdkPageEntries(): SdkPageEntry[] {
  return SDK_PAGES.map(({ p, docId, slug }) => ({ docId, frontmatter: frontmatterOf(p, slug) }));
}

/** Renders the SDK page of a doc id (`sdks/cypress/quickstart`). */
export function renderSdkPageById(docId: string): RenderedSdkPage {
  const page = SDK_PAGE_BY_ID.get(docId);
  if (!page) {
    throw new Error(
      `No SDK page "${docId}": its folder is not in content/sidebars.ts, or its kind of SDK has no such page.`,
    );
  }
  return renderSdkPage(page.p, docId, page.slug);
}

/** Renders one SDK page. */
export function renderSdkPage(p: SdkProfile, docId: string, slug: SdkPageSlug): RenderedSdkPage {
  const { Page } = TEMPLATES[slug];
  const frontmatter = frontmatterOf(p, slug);
  return {
    docId,
    frontmatter,
    tree: expandTemplate(
      <>
        <h1>{frontmatter.title}</h1>
        <Page p={p} />
      </>,
    ),
  };
}

/** Every SDK page. */
export function renderSdkPages(): RenderedSdkPage[] {
  return SDK_PAGES.map(({ p, docId, slug }) => renderSdkPage(p, docId, slug));
}

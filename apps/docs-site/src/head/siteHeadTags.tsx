/**
 * What the prerendered `<head>` carries for the reader's state, besides the
 * title and meta tags: the analytics configuration (only when an id is set),
 * the pre-paint rules of a dismissed announcement and of the stored SDK's
 * sidebar entries, and the base-address check.
 * Server-only: imported by entry-server.tsx.
 */
import { BaseUrlBanner, DISMISSIBLE_FLAG_KEY, DISMISSIBLE_ID_KEY } from '@docs/docs-chrome';
import { escapeXml } from '@docs/content-model';
import { DEFAULT_SDK, SDK_ALIASES, SDK_KEYS } from '@docs/sdk-catalog';
import { renderToStaticMarkup } from 'react-dom/server';
import { analyticsHeadTag } from '../analytics/analyticsConfig';
import { SDK_ENTRIES_RULE, storedSdkDecidesSidebar } from '../sdk/sdkEntries';
import type { AnnouncementBarConfig, SiteConfig } from '../site.config';
import { SDK_STORAGE_KEY } from '../state/store';
import { hideOtherSdksEntries, inlineScript, markDismissedAnnouncement, showBaseUrlBanner } from './prePaint';

/** Stands for the suggested base address in the banner's template until the page knows it. */
export const SUGGESTED_BASE_MARKER = '__suggested_base__';

/** Hides a dismissed announcement before the first paint; empty when there is no bar. */
export function announcementHead(config: AnnouncementBarConfig | undefined): string {
  if (!config) return '';
  return [
    '<style>html[data-announcement-dismissed] aside[data-announcement-id] { display: none; }</style>',
    inlineScript(markDismissedAnnouncement, config.id, DISMISSIBLE_ID_KEY, DISMISSIBLE_FLAG_KEY),
  ].join('');
}

/**
 * On a page whose docs sidebar only the stored SDK decides: the rule for the
 * default SDK when scripts do not run, else the script that writes the rule
 * for the stored SDK (see src/sdk/sdkEntries.ts). The script's text is the
 * same on every such page, so one Content-Security-Policy hash allows it.
 */
export function storedSdkSidebarHead(route: string, hasDocsSidebar: boolean): string {
  if (!hasDocsSidebar || !storedSdkDecidesSidebar(route)) return '';
  const script = inlineScript(
    hideOtherSdksEntries,
    SDK_STORAGE_KEY,
    DEFAULT_SDK,
    [...SDK_KEYS],
    { ...SDK_ALIASES },
    SDK_ENTRIES_RULE,
  );
  return `<noscript><style>${SDK_ENTRIES_RULE.replace('{sdk}', DEFAULT_SDK)}</style></noscript>${script}`;
}

/** The base-address warning, ready in a template, and the check that shows it. */
export function baseUrlBannerHead(basePath: string, route: string): string {
  const banner = renderToStaticMarkup(
    <BaseUrlBanner configuredBaseUrl={basePath} suggestedBaseUrl={SUGGESTED_BASE_MARKER} />,
  );
  const routeAttribute = escapeXml(route);
  return `<template id="base-url-banner" data-route="${routeAttribute}">${banner}</template>${inlineScript(showBaseUrlBanner, basePath, SUGGESTED_BASE_MARKER)}`;
}

/**
 * The state tags of the page at `route` (relative to the base path), which
 * shows the docs sidebar when `hasDocsSidebar`. The not-found page gets no
 * base-address check: a host may serve it for any address, inside the base
 * path or not.
 */
export function siteHeadTags(config: SiteConfig, route: string, status: number, hasDocsSidebar = false): string[] {
  return [
    analyticsHeadTag(config.analytics),
    announcementHead(config.announcementBar),
    storedSdkSidebarHead(route, hasDocsSidebar),
    status === 200 ? baseUrlBannerHead(config.basePath, route) : '',
  ].filter(Boolean);
}

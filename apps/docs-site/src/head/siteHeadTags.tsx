/**
 * What the prerendered `<head>` carries for the reader's state, besides the
 * title and meta tags: the analytics configuration (only when an id is set),
 * the pre-paint rule of a dismissed announcement, and the base-address check.
 * Server-only: imported by entry-server.tsx.
 */
import { BaseUrlBanner, DISMISSIBLE_FLAG_KEY, DISMISSIBLE_ID_KEY } from '@docs/docs-chrome';
import { escapeXml } from '@docs/content-model';
import { renderToStaticMarkup } from 'react-dom/server';
import { analyticsHeadTag } from '../analytics/analyticsConfig';
import type { AnnouncementBarConfig, SiteConfig } from '../site.config';
import { inlineScript, markDismissedAnnouncement, showBaseUrlBanner } from './prePaint';

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

/** The base-address warning, ready in a template, and the check that shows it. */
export function baseUrlBannerHead(basePath: string, route: string): string {
  const banner = renderToStaticMarkup(
    <BaseUrlBanner configuredBaseUrl={basePath} suggestedBaseUrl={SUGGESTED_BASE_MARKER} />,
  );
  const routeAttribute = escapeXml(route);
  return `<template id="base-url-banner" data-route="${routeAttribute}">${banner}</template>${inlineScript(showBaseUrlBanner, basePath, SUGGESTED_BASE_MARKER)}`;
}

/**
 * The state tags of the page at `route` (relative to the base path). The
 * not-found page gets no base-address check: a host may serve it for any
 * address, inside the base path or not.
 */
export function siteHeadTags(config: SiteConfig, route: string, status: number): string[] {
  return [
    analyticsHeadTag(config.analytics),
    announcementHead(config.announcementBar),
    status === 200 ? baseUrlBannerHead(config.basePath, route) : '',
  ].filter(Boolean);
}

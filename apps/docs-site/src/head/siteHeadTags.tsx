/**
 * What the prerendered `<head>` carries for the reader's state, besides the
 * title and meta tags: the analytics configuration (only when an id is set),
 * the pre-paint rules of a dismissed announcement and of what the stored SDK
 * sees (sidebar entries, previous/next links, code tabs) and of the code
 * language chosen by hand, the
 * base-address check, and the search asked for before the app has started.
 * Server-only: imported by entry-server.tsx.
 */
import {
  BaseUrlBanner,
  DISMISSIBLE_FLAG_KEY,
  DISMISSIBLE_ID_KEY,
  isSearchShortcut,
  StatusNotice,
  typeAheadWith,
} from '@docs/docs-chrome';
import { escapeXml } from '@docs/content-model';
import { DEFAULT_SDK, SDK_ALIASES } from '@docs/sdk-catalog';
import { renderToStaticMarkup } from 'react-dom/server';
import { analyticsHeadTag } from '../analytics/analyticsConfig';
import { CODE_LANGUAGE_STORAGE_KEY } from '../sdk/codeLanguageChoice';
import {
  CODE_LANGUAGE_RULE,
  hasCodeLanguageMarks,
  hasStoredSdkMarks,
  SDK_ENTRIES_RULE,
  SDK_LANGUAGES,
  STORED_SDK_RULES,
  storedSdkDecides,
} from '../sdk/sdkEntries';
import type { AnnouncementBarConfig, SiteConfig } from '../site.config';
import { APP_FAILED, RELOAD } from '../navigation/noticeTexts';
import { SDK_STORAGE_KEY } from '../state/store';
import {
  addChosenCodeLanguageRule,
  addStoredSdkRule,
  inlineScript,
  markDismissedAnnouncement,
  showBaseUrlBanner,
  startAppAfterFirstPaint,
} from './prePaint';
import { bufferSearchRequest, SEARCH_BUTTON_SELECTOR, SEARCH_REQUEST_BUFFER } from './searchRequestBuffer';

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
 * On a page where only the stored SDK decides what some content shows, and
 * whose markup carries that content for every SDK (see src/sdk/sdkEntries.ts):
 * the sidebar rule of the default SDK when scripts do not run (code tabs are
 * prerendered with the default SDK's tab open), else the script that writes
 * the rules for the stored SDK. The script's text is the same on every such
 * page, so one Content-Security-Policy hash allows it.
 */
export function storedSdkHead(route: string, markup: string): string {
  if (!storedSdkDecides(route) || !hasStoredSdkMarks(markup)) return '';
  const script = inlineScript(
    addStoredSdkRule,
    SDK_STORAGE_KEY,
    DEFAULT_SDK,
    { ...SDK_LANGUAGES },
    { ...SDK_ALIASES },
    STORED_SDK_RULES,
  );
  return `<noscript><style>${SDK_ENTRIES_RULE.replace('{sdk}', DEFAULT_SDK)}</style></noscript>${script}`;
}

/** On a page with code tabs: the script that opens the tabs of the language the reader chose by hand. */
export function chosenCodeLanguageHead(markup: string): string {
  if (!hasCodeLanguageMarks(markup)) return '';
  return inlineScript(addChosenCodeLanguageRule, CODE_LANGUAGE_STORAGE_KEY, CODE_LANGUAGE_RULE);
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
 * The script that keeps a search asked for, and the keys typed for it, until the app takes
 * over, with the app's own rules of what asks for search and what a key types. The same on
 * every page (one Content-Security-Policy hash).
 */
export function searchRequestHead(): string {
  return inlineScript(
    bufferSearchRequest,
    SEARCH_REQUEST_BUFFER,
    SEARCH_BUTTON_SELECTOR,
    isSearchShortcut,
    typeAheadWith,
  );
}

/**
 * The state tags of the page at `route` (relative to the base path), whose
 * prerendered body is `markup`. The not-found page gets no base-address
 * check: a host may serve it for any address, inside the base path or not.
 */
export function siteHeadTags(config: SiteConfig, route: string, status: number, markup = ''): string[] {
  return [
    analyticsHeadTag(config.analytics),
    announcementHead(config.announcementBar),
    storedSdkHead(route, markup),
    chosenCodeLanguageHead(markup),
    status === 200 ? baseUrlBannerHead(config.basePath, route) : '',
    searchRequestHead(),
  ].filter(Boolean);
}

/**
 * The app's module script and preloads (`scriptTags`, as the build wrote them) held in a template,
 * and the script that inserts them once the page has painted (`startAppAfterFirstPaint`).
 */
export function appScriptsAfterFirstPaint(scriptTags: readonly string[]): string {
  if (scriptTags.length === 0) return '';
  const failedNotice = renderToStaticMarkup(
    <StatusNotice message={APP_FAILED} action={{ label: RELOAD, onClick: () => undefined }} />,
  );
  return `<template id="app-scripts">${scriptTags.join('')}</template>${inlineScript(startAppAfterFirstPaint, 'app-scripts', failedNotice)}`;
}

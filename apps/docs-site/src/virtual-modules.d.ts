/** Sidebar labels by doc id, from the pages' front matter (build/sidebar-labels.ts). */
declare module 'virtual:sidebar-labels' {
  const labels: Record<string, string>;
  export default labels;
}

/** A loader per sidebar section, by section key (`docs`, `sdk/<key>`; build/sidebar-labels.ts). */
declare module 'virtual:sidebar-sections' {
  import type { SidebarItem } from '@docs/content-model';

  const loaders: Readonly<Record<string, (() => Promise<{ default: SidebarItem[] }>) | undefined>>;
  export default loaders;
}

/** Sidebar labels by doc id, from the pages' front matter (build/sidebar-labels.ts). */
declare module 'virtual:sidebar-labels' {
  const labels: Record<string, string>;
  export default labels;
}

/** An imported SVG file is its URL (a data URL if a bundler inlines it). */
declare module '*.svg' {
  const url: string;
  export default url;
}

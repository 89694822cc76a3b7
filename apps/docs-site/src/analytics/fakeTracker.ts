/**
 * A stand-in for the trackers' scripts in unit tests: works through the
 * `dataLayer` queue the way gtag.js and the tag manager do (gtag commands are
 * `arguments` objects, tag-manager events are plain objects) and records
 * what they would send.
 */
export function readDataLayer(dataLayer: readonly unknown[]) {
  const commands: unknown[][] = [];
  const events: Record<string, unknown>[] = [];
  for (const entry of dataLayer) {
    if (Object.prototype.toString.call(entry) === '[object Arguments]')
      commands.push(Array.from(entry as ArrayLike<unknown>));
    else events.push(entry as Record<string, unknown>);
  }
  const pageViews = (trackerId: string) =>
    commands
      .filter(
        ([command, name, params]) =>
          command === 'event' && name === 'page_view' && (params as { send_to?: string }).send_to === trackerId,
      )
      .map(([, , params]) => (params as { page_path: string }).page_path);
  const configs = commands.filter(([command]) => command === 'config').map(([, id, params]) => ({ id, params }));
  const tagManagerPageViews = events.filter((event) => event.event === 'page_view').map((event) => event.page_path);
  return { commands, events, configs, pageViews, tagManagerPageViews };
}

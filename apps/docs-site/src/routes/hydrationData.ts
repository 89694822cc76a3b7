import type { HydrationState } from 'react-router-dom';

/** Id of the script element that carries the router's state from the prerendered page to hydration. */
export const HYDRATION_DATA_ID = 'router-hydration-data';

interface StaticState {
  loaderData: HydrationState['loaderData'];
  actionData: HydrationState['actionData'];
  errors: unknown;
}

/**
 * The router's state as a `<script type="application/json">`: data, not code, so the
 * Content-Security-Policy needs no hash for it (React Router's own script differs
 * per page). `<` is escaped so page text cannot close the element.
 */
export function hydrationDataScript({ loaderData, actionData, errors }: StaticState): string {
  if (errors) {
    throw new Error(
      `A route failed while prerendering (${Object.keys(errors as object).join(', ')}); pages must render without errors.`,
    );
  }
  const json = JSON.stringify({ loaderData, actionData }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${json}</script>`;
}

/** The state written by {@link hydrationDataScript}, or undefined on a page that has none (the dev server's shell). */
export function readHydrationData(doc: Document): HydrationState | undefined {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : undefined;
}

import { navigationForSdkChoice, type LinkMode, type SdkChoice } from '@docs/sdk-catalog';
import { sdkChosen } from './actions';
import type { AppThunk } from './store';

/**
 * The reader chose an SDK (navbar selector or an embedded picker). The one
 * place that applies SPEC section 4's navigation rules: the catalogue's pure
 * `navigationForSdkChoice` decides, the slices take the new SDK and link
 * switches, the storage middleware saves the choice, and `navigate` goes
 * where the rules say (a path relative to the site base, e.g.
 * `/sdks/cypress/quickstart`) with the history state `SdkNavigationState`.
 * The picker closes its popup itself.
 */
export function chooseSdk(choice: SdkChoice, navigate: (to: string, state: SdkNavigationState) => void): AppThunk {
  return (dispatch) => {
    const outcome = navigationForSdkChoice(choice);
    dispatch(sdkChosen(outcome));
    if (outcome.to !== undefined) navigate(`/${outcome.to}`, { sidebarLink: outcome.sidebarLink });
  };
}

/**
 * History state of a navigation caused by an SDK choice: the sidebar mode the
 * rule set, which the page reached keeps (see `routeEntered`), also when the
 * reader comes back to it through the browser's history, but not once the
 * page is reloaded: a document's first entry takes its mode from the URL, as
 * the server rendered it (see `useStoredSdk`).
 */
export interface SdkNavigationState {
  sidebarLink?: LinkMode;
}

import { navigationForSdkChoice, type SdkChoice, type SdkChoiceOutcome } from '@docs/sdk-catalog';
import { sdkChosen } from './actions';
import type { AppThunk } from './store';

/**
 * The reader chose an SDK (navbar selector or an embedded picker). The one
 * place that applies the navigation rules of an SDK choice: the catalogue's
 * pure `navigationForSdkChoice` decides (the same page of the new SDK when the
 * site has it, else its home, …), the SDK slice takes the new SDK, the storage
 * middleware saves it, and `navigate` goes where the rules say (a path
 * relative to the site base, e.g. `/sdks/cypress/configuration`). The page
 * reached shows the chrome its path and the SDK decide, as a fresh load of it
 * would. The picker closes its popup itself. `navigate` also gets the outcome, to say on the page
 * reached why it is not the one the reader was on (src/sdk/sdkSwitchNote.ts).
 */
export function chooseSdk(choice: SdkChoice, navigate: (to: string, outcome: SdkChoiceOutcome) => void): AppThunk {
  return (dispatch) => {
    const outcome = navigationForSdkChoice(choice);
    dispatch(sdkChosen(outcome));
    if (outcome.to !== undefined) navigate(`/${outcome.to}`, outcome);
  };
}

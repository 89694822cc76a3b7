import { sdksInclude } from '@docs/content-model';
import type { SdkChoiceSource, SdkKey } from '@docs/sdk-catalog';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageExists } from '../content/pages';
import { useRouteHandle } from '../routes/useRouteHandle';
import { sdkSwitchNote } from '../sdk/sdkSwitchNote';
import { chooseSdk } from '../state/chooseSdk';
import { useAppDispatch } from '../state/store';

/** What the page an SDK choice leads to finds in its history entry's state: the note to show, if any. */
export interface SdkSwitchState {
  sdkSwitchNote?: string;
}

/**
 * The callback of an SDK selector or picker: dispatches `chooseSdk` with the current page's facts.
 * When the choice leads to another page than the one the reader was on, the new page's history
 * entry carries the note saying why (`SdkSwitchState`).
 */
export function useSdkChoice(source: SdkChoiceSource) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const handle = useRouteHandle();
  const sdks = handle?.sdks;
  const title = handle?.title;
  return useCallback(
    (sdk: SdkKey) => {
      const appliesToPage = (candidate: SdkKey) => sdksInclude(sdks, candidate);
      dispatch(
        chooseSdk({ path: pathname, sdk, source, appliesToPage, pageExists }, (to, outcome) => {
          const note = sdkSwitchNote(outcome, { path: pathname, ...(title ? { title } : {}) });
          const state: SdkSwitchState | undefined = note ? { sdkSwitchNote: note } : undefined;
          void navigate(to, state ? { state } : undefined);
        }),
      );
    },
    [dispatch, navigate, pathname, sdks, title, source],
  );
}

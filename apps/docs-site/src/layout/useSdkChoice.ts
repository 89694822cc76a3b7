import { sdksInclude } from '@docs/content-model';
import type { SdkChoiceSource, SdkKey } from '@docs/sdk-catalog';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageExists } from '../content/pages';
import { useRouteHandle } from '../routes/useRouteHandle';
import { chooseSdk } from '../state/chooseSdk';
import { useAppDispatch } from '../state/store';

/** The callback of an SDK selector or picker: dispatches `chooseSdk` with the current page's facts. */
export function useSdkChoice(source: SdkChoiceSource) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const sdks = useRouteHandle()?.sdks;
  return useCallback(
    (sdk: SdkKey) => {
      const appliesToPage = (candidate: SdkKey) => sdksInclude(sdks, candidate);
      dispatch(chooseSdk({ path: pathname, sdk, source, appliesToPage, pageExists }, (to) => void navigate(to)));
    },
    [dispatch, navigate, pathname, sdks, source],
  );
}

import { sdksInclude } from '@docs/content-model';
import { navigationForSdkChoice, type SdkChoiceSource, type SdkKey } from '@docs/sdk-catalog';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRouteHandle } from '../routes/useRouteHandle';
import { sdkChosen } from '../state/sdkSlice';
import { useAppDispatch } from '../state/store';

/** Applies SPEC section 4's navigation rules to an SDK choice, saves it and goes where the rules say. */
export function useSdkChoice(source: SdkChoiceSource) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const sdks = useRouteHandle()?.sdks;
  return useCallback(
    (sdk: SdkKey) => {
      const appliesToPage = (candidate: SdkKey) => sdksInclude(sdks, candidate);
      const outcome = navigationForSdkChoice({ path: pathname, sdk, source, appliesToPage });
      dispatch(sdkChosen(outcome));
      if (outcome.to !== undefined) void navigate(`/${outcome.to}`);
    },
    [dispatch, navigate, pathname, sdks, source],
  );
}

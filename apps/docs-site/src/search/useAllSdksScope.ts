import type { AllSdksChangeSource } from '@docs/docs-chrome';
import { useCallback, useState } from 'react';

interface Scope {
  allSdks: boolean;
  /** Turned on by the "N more in other SDKs" option: for the search at hand only. */
  once: boolean;
}

/**
 * Whether search shows every SDK's results. Turned on with the switch, it stays on until the
 * switch turns it off (a choice the reader made for their searches); turned on by the
 * "N more in other SDKs" option, it lasts until the dialog closes (a look at one search's
 * other matches), so the next search is in the reader's scope again.
 */
export function useAllSdksScope(open: boolean) {
  const [scope, setScope] = useState<Scope>({ allSdks: false, once: false });
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open && scope.once) setScope({ allSdks: false, once: false });
  }
  const onAllSdksChange = useCallback(
    (allSdks: boolean, via: AllSdksChangeSource) => setScope({ allSdks, once: allSdks && via === 'more' }),
    [],
  );
  return { allSdks: scope.allSdks, onAllSdksChange };
}

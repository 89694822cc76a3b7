import { SdkPicker } from '@docs/sdk-picker';
import { useSdkChoice } from '../../layout/useSdkChoice';
import { selectSdk, useAppSelector } from '../../state/store';

/** The SDK picker on the landing page: choosing a card opens that SDK's quickstart. */
export function LandingSdkPicker() {
  const sdk = useAppSelector(selectSdk);
  const onSelect = useSdkChoice('landing');
  return <SdkPicker value={sdk} onSelect={onSelect} />;
}

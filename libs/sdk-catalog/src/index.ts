export { SDK_KEYS, DEFAULT_SDK, type SdkKey } from './keys';
export { SDK_ALIASES, isSdkKey, isSdkAlias, canonicalSdk, type SdkAlias } from './aliases';
export {
  SDK_CATALOG,
  SDK_ICONS,
  SDK_SHORT_NAME_MAX_LENGTH,
  sdkBadge,
  type SdkEntry,
  type SdkLanguage,
  type SdkPlatform,
  type SdkKind,
  type SdkBadge,
  type SdkIconKey,
  type SdkRegistry,
  type InstallLanguage,
} from './catalog';
export {
  PICKER_CATEGORIES,
  DEFAULT_PICKER_CATEGORY,
  pickerCategoryForSdk,
  type PickerCategory,
  type PickerCategoryId,
  type PickerGroup,
} from './picker';
export {
  normalizeDocPath,
  isPlaywrightPath,
  isPlaywrightApiPath,
  sdkForPath,
  sidebarModeForPath,
  initialSdkState,
  navigationForSdkChoice,
  navbarSwitchForPath,
  sdkReferenceLink,
  sdkListSubject,
  type LinkMode,
  type InitialSdkState,
  type SdkChoice,
  type SdkChoiceSource,
  type SdkChoiceRule,
  type SdkChoiceOutcome,
} from './paths';
export { LOGOS, LOGO_CREDITS, type LogoId, type LogoCredit } from './logos.generated';
export {
  API_FAMILY_IDS,
  API_FAMILIES,
  apiFamilyOf,
  isApiFamily,
  pickLanguage,
  sampleChoiceFor,
  type ApiFamily,
  type ApiFamilyEntry,
  type SampleChoice,
} from './families';

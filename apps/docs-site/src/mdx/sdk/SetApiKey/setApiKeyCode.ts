import { setApiKeyCode } from '@docs/sdk-catalog';

/**
 * The code of the API key step per shell, from the product facts; the build highlights it
 * (`virtual:highlighted/mdx/sdk/SetApiKey/setApiKeyCode`, build/highlighted-code.ts).
 */
export default {
  session: setApiKeyCode(),
  persist: setApiKeyCode({ persist: true }),
};

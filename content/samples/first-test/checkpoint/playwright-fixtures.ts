// tests/login.spec.ts: the fixture opens Eyes on the first check and closes it after the test
import { test } from '@eyes-sdk/playwright';

test('Login page', async ({ page, eyes }) => {
  await page.goto('/login');
  await eyes.check('Empty form', { fully: true });

  await page.locator('#submit').click();
  await eyes.check('Validation errors', { fully: true });
});

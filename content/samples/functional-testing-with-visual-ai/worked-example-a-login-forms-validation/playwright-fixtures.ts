import { test, expect } from '@eyes-sdk/playwright';

test.use({ viewport: { width: 1280, height: 800 } });

test('Login validation', async ({ page, eyes }) => {
  await page.goto('https://shop.example.com/login');
  await eyes.check('Empty form');

  await page.locator('#email').fill('not-an-email');
  await page.locator('#submit').click();
  await expect(page.locator('.form-error')).toBeVisible();
  await eyes.check('Invalid email', { region: page.locator('#login-form') });

  await page.locator('#email').fill('ana@example.com');
  await page.locator('#password').fill(process.env.TEST_PASSWORD!);
  await page.locator('#submit').click();
  await expect(page).toHaveURL(/\/account$/); // navigation: keep in code
  await eyes.check('Account home', {
    fully: true,
    ignoreRegions: [page.locator('#last-login')],
  });
});

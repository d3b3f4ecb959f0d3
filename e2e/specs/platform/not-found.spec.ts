import { expect, test } from '@playwright/test';

test.describe('not found', () => {
  test('an unknown screen shows the 404 page @mobile', async ({ page }) => {
    await page.goto('/this/screen/does-not-exist');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/404|not found/i).first()).toBeVisible();
  });

  test('an unknown API path answers JSON in the error shape', async ({ request }) => {
    const response = await request.get('/api/no/such/endpoint');
    expect(response.status()).toBe(404);
    const body = await response.json();
    expect(body.code).toBe('entity_not_found_error');
    expect(body.errors.message).toBe(body.message);
  });

  test('the API is documented and the development mailbox is readable', async ({ page, request }) => {
    const openapi = await request.get('/api/openapi.json');
    expect((await openapi.json()).openapi).toBe('3.1.0');
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { name: 'Development mailbox' })).toBeVisible();
  });
});

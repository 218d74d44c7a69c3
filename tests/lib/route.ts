import type { Page } from 'playwright-core';
// A page.route handler that fetches the real answer is still running when a test unroutes it (a refetch in flight);
// Playwright then lets the request through and the late fulfill throws "Route is already handled". Only that race is
// ignored; any other failure still fails the test.
export function settle(fulfilled: Promise<void>): Promise<void> {
  return fulfilled.catch((e: unknown) => {
    if (!(e instanceof Error && /already handled/i.test(e.message))) throw e;
  });
}

/** The spec's example photos live on https://static.example.invalid, a host that does not exist: answer a placeholder. */
export async function serveExamplePhotos(page: Page): Promise<void> {
  await page.route('https://static.example.invalid/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#dbe7f0"/></svg>',
    }),
  );
}

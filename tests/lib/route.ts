// A page.route handler that fetches the real answer is still running when a test unroutes it (a refetch in flight);
// Playwright then lets the request through and the late fulfill throws "Route is already handled". Only that race is
// ignored; any other failure still fails the test.
export function settle(fulfilled: Promise<void>): Promise<void> {
  return fulfilled.catch((e: unknown) => {
    if (!(e instanceof Error && /already handled/i.test(e.message))) throw e;
  });
}

/** The message of a failed query: the server's `msg` (the SDK's error carries it), or 加载失败 when there is none. */
export function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error && error.message ? error.message : '加载失败';
}

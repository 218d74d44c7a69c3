/** Help ball geometry (seed 000 §2, §9): 66 px, at least 47 px from the sides and 30 px from top and bottom. */
export const BALL = { size: 66, side: 47, edge: 30 } as const;

export function clampBall(x: number, y: number, viewport: { width: number; height: number }, ball = BALL) {
  const maxX = Math.max(ball.side, viewport.width - ball.side - ball.size);
  const maxY = Math.max(ball.edge, viewport.height - ball.edge - ball.size);
  return {
    x: Math.min(maxX, Math.max(ball.side, x)),
    y: Math.min(maxY, Math.max(ball.edge, y)),
  };
}

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

/**
 * How far a resting ball tucks off the screen so the page under it stays reachable: at its seed place by the right
 * side (x at the clamp's right limit) it slides 47 + 33 px right, leaving half of it in view; hover or focus brings it
 * back to its seed place. 0 anywhere else (a person dragged it there).
 */
export function tuckOffset(x: number, viewportWidth: number, ball = BALL): number {
  const maxX = Math.max(ball.side, viewportWidth - ball.side - ball.size);
  return x >= maxX ? ball.side + ball.size / 2 : 0;
}

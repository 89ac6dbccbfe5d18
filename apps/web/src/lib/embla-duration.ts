/** Embla steps its scroll animation at a fixed 60 frames per second with this friction. */
const FRAME_MS = 1000 / 60;
const FRICTION = 0.68;

/** Frames Embla needs to cover 98 % of a scroll with `duration` (its spring, simulated). */
function framesToSettle(duration: number): number {
  let location = 0;
  let velocity = 0;
  for (let frame = 1; frame < 1000; frame += 1) {
    velocity = (velocity + (1 - location) / duration) * FRICTION;
    location += velocity;
    if (Math.abs(1 - location) < 0.02) return frame;
  }
  return 1000;
}

/**
 * Embla's `duration` option is not in milliseconds but the stiffness of a spring; this finds the
 * value whose slide visibly completes (98 %) in about `ms`. 600 ms gives 25.
 */
export function emblaDurationFor(ms: number): number {
  let best = 20;
  for (let duration = 20; duration <= 60; duration += 1) {
    if (Math.abs(framesToSettle(duration) * FRAME_MS - ms) < Math.abs(framesToSettle(best) * FRAME_MS - ms)) {
      best = duration;
    }
  }
  return best;
}

const queue: (() => void)[] = [];
let scheduled = false;

function runNext() {
  scheduled = false;
  queue.shift()?.();
  if (queue.length > 0) schedule();
}

function schedule() {
  scheduled = true;
  setImmediate(runNext);
}

/**
 * Waits for the next event-loop turn that is this caller's: one waiting caller resumes per turn, first come
 * first served. Every export in the process shares this one queue, so however many are being written, each
 * turn of the loop carries at most one slice of export work, and the I/O of other requests runs in between.
 * (With a setImmediate each, two exports would both run a slice in every turn and double everyone's wait.)
 */
export function takeTurn(): Promise<void> {
  return new Promise((resolve) => {
    queue.push(resolve);
    if (!scheduled) schedule();
  });
}

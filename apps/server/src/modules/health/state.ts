// Whether this process takes new work: false from the moment it is told to stop (SIGTERM), so
// a balancer polling /api/ready sends nothing more while requests in flight finish.
let draining = false;

export function markDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}

// Turns off zod's JIT and its `new Function` probe: the CSP forbids eval, and the probe alone
// would be reported as a violation. zod keeps its settings on this global and adopts an object
// already there, so this does what `config({ jitless: true })` from 'zod/v4/core' does (in
// place, should zod have loaded first) without putting zod in the entry chunk. Imported first.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};

// What a newsletter does to the read path: many distinct members, each signed in from its own
// address (the server trusts the bench's X-Forwarded-For, as behind a proxy), each asking once
// for its first feed page and then its first post, 10 at a time, on a new connection per request
// (a visitor's first request), beside the database reference through the same client in the
// same run. Then the same with writes arriving meanwhile (reactions, comments, a new post every
// few seconds: the writes that drop cached entries), against its own no-write figure.
import http from 'node:http';

type Figure = { reqPerSec: number; p50: number; p99: number; errors: number };
type Member = { cookie: string; xsrf: string; ip: string };

const CONCURRENCY = 10;

/** One request on a new connection; the status, the body and the time taken (ms). */
function once(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; ms: number; cookies: string[] }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The n-th visitor's own address, so the sign-in throttle sees separate visitors. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Signs in bench<n> from its own address, as the SPA does (CSRF cookie first). */
export async function signInFrom(appUrl: string, n: number, password: string): Promise<Member> {
  const ip = addressOf(n);
  const jar = new Map<string, string>();
  const keep = (cookies: string[]) => {
    for (const c of cookies) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(
    (await once(`${appUrl}/sanctum/csrf-cookie`, { headers: { 'x-forwarded-for': ip } })).cookies,
  );
  const res = await once(`${appUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      cookie: cookie(),
    },
    body: JSON.stringify({ email: `bench${n}@example.jp`, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of bench${n}: ${res.status} ${res.body}`);
  keep(res.cookies);
  return { cookie: cookie(), xsrf: decodeURIComponent(jar.get('XSRF-TOKEN')!), ip };
}

/** Times of one kind of request, gathered over several rounds. */
class Tally {
  times: number[] = [];
  seconds = 0;
  errors = 0;
  figure(): Figure {
    const sorted = [...this.times].sort((a, b) => a - b);
    const at = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
    return {
      reqPerSec: Math.round(sorted.length / this.seconds),
      p50: Number(at(0.5).toFixed(1)),
      p99: Number(at(0.99).toFixed(1)),
      errors: this.errors,
    };
  }
}

/** Runs `job(i)` for `from` <= i < `to`, `CONCURRENCY` at a time, into `tally`. */
async function run(
  tally: Tally,
  from: number,
  to: number,
  job: (i: number) => Promise<{ status: number; ms: number }>,
) {
  let next = from;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < to; i = next++) {
        const r = await job(i).catch(() => ({ status: 0, ms: 0 }));
        if (r.status !== 200) tally.errors += 1;
        tally.times.push(r.ms);
      }
    }),
  );
  tally.seconds += (performance.now() - started) / 1000;
}

/** Signs in members `first`…, skipping the provisional ones (n % 10 === 5) and the admin. */
async function signInMany(appUrl: string, first: number, count: number, password: string) {
  const numbers: number[] = [];
  for (let n = first; numbers.length < count; n += 1) if (n % 10 !== 5 && n !== 0) numbers.push(n);
  const members: Member[] = new Array<Member>(numbers.length);
  let next = 0;
  // Sign-in hashes a password (argon2id): two at a time, one per core.
  await Promise.all(
    [0, 1].map(async () => {
      for (let i = next++; i < numbers.length; i = next++)
        members[i] = await signInFrom(appUrl, numbers[i]!, password);
    }),
  );
  return { members, next: numbers.at(-1)! + 1 };
}

const asMember = (m: Member) => ({ cookie: m.cookie, 'x-forwarded-for': m.ip });

type Phase = { reference: Tally; feed: Tally; detail: Tally };
const phase = (): Phase => ({ reference: new Tally(), feed: new Tally(), detail: new Tally() });

/**
 * Members' feed page then a post (one of its cards), in rounds of `ROUND` members with the
 * database reference run as many times in each round: the machine's load moves within seconds
 * (other work shares its cores), and the ratios compare requests made side by side.
 */
async function readInRounds(
  urls: { app: string; dbReference: string },
  members: Member[],
  tallies: Phase,
  round: number,
) {
  const postFor: number[] = [];
  for (let from = 0; from < members.length; from += round) {
    const to = Math.min(members.length, from + round);
    await run(tallies.reference, from, to, () => once(urls.dbReference));
    await run(tallies.feed, from, to, async (i) => {
      const r = await once(`${urls.app}/api/posts?limit=10`, { headers: asMember(members[i]!) });
      if (r.status === 200) {
        const ids = (JSON.parse(r.body) as { data: { id: number }[] }).data.map((p) => p.id);
        postFor[i] = ids[i % ids.length] ?? 0;
      }
      return r;
    });
    await run(tallies.detail, from, to, (i) =>
      once(`${urls.app}/api/post-detail/${postFor[i]}`, { headers: asMember(members[i]!) }),
    );
  }
}

/** Reactions, comments and a new post every few seconds until `stop` resolves; how many of each. */
async function writeMeanwhile(
  appUrl: string,
  writers: Member[],
  admin: Member,
  stop: () => boolean,
) {
  const done = { reactions: 0, comments: 0, posts: 0, errors: 0, failures: [] as string[] };
  const write = async (m: Member, path: string, body: object) => {
    const r = await once(`${appUrl}${path}`, {
      method: 'POST',
      headers: { ...asMember(m), 'x-xsrf-token': m.xsrf, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (r.status !== 200 && r.status !== 201) {
      done.errors += 1;
      if (done.failures.length < 5)
        done.failures.push(`${path} ${r.status} ${r.body.slice(0, 120)}`);
    }
    return r;
  };
  // Each writer reacts to and comments on posts of its own feed (targeted ones answer 404 to
  // members outside their audience).
  const recentOf = await Promise.all(
    writers.map(async (m) => {
      const feed = await once(`${appUrl}/api/posts?limit=20`, { headers: asMember(m) });
      return (JSON.parse(feed.body) as { data: { id: number }[] }).data.map((p) => p.id);
    }),
  );
  const types = ['like', 'love', 'haha', 'wow', 'sad', 'angry'];
  for (let tick = 0; !stop(); tick += 1) {
    const m = writers[tick % writers.length]!;
    const recent = recentOf[tick % writers.length]!;
    const postId = recent[tick % recent.length]!;
    await write(m, `/api/posts/${postId}/reactions`, { type: types[tick % types.length] });
    done.reactions += 1;
    if (tick % 3 === 0) {
      await write(m, `/api/posts/${postId}/comments`, { comment: `また行きたいです！ (${tick})` });
      done.comments += 1;
    }
    // A new post (for everyone) every 3 s: it drops every cached list, row and reaction.
    if (tick % 15 === 0) {
      await write(admin, '/api/posts', {
        title: `今日の瀬戸内 ${tick}`,
        contents: '<p>大三島の夕焼けがきれいでした。</p>',
      });
      done.posts += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return done;
}

type ReaderFigures = Record<string, Figure & { ratioToDb: number }>;

/**
 * The distinct-readers mode and the mixed mode: `count` members read (cold), then the same
 * members again (warm), then `count` others with writes meanwhile (mixed).
 */
export async function distinctReaders(
  urls: { app: string; dbReference: string },
  options: { count: number; password: string; admin: Member },
) {
  const { count, password, admin } = options;
  const round = Math.min(100, Math.max(10, Math.floor(count / 10)));
  console.log(`\nSigning in ${count * 2 + 6} members, each from its own address…`);
  const quiet = await signInMany(urls.app, 2, count, password);
  const busy = await signInMany(urls.app, quiet.next, count, password);
  const writers = (await signInMany(urls.app, busy.next, 6, password)).members;

  const cold = phase();
  await readInRounds(urls, quiet.members, cold, round);
  const warm = phase();
  await readInRounds(urls, quiet.members, warm, round);
  let stopped = false;
  const writing = writeMeanwhile(urls.app, writers, admin, () => stopped);
  const mixed = phase();
  await readInRounds(urls, busy.members, mixed, round);
  stopped = true;
  const writes = await writing;

  const figures: ReaderFigures = {};
  const add = (name: string, tally: Tally, reference: Tally) => {
    const f = tally.figure();
    const ratioToDb = Number((f.reqPerSec / reference.figure().reqPerSec).toFixed(3));
    figures[name] = { ...f, ratioToDb };
    console.log(
      `${name.padEnd(44)} ${String(f.reqPerSec).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  db ×${ratioToDb}${f.errors ? `  errors ${f.errors}` : ''}`,
    );
  };
  console.log(
    `\n${count} distinct members, ${CONCURRENCY} at a time, a new connection per request, in rounds of ${round} beside the database reference`,
  );
  add('database reference (cold rounds)', cold.reference, cold.reference);
  add('first feed page (cold)', cold.feed, cold.reference);
  add('first post detail (cold)', cold.detail, cold.reference);
  add('database reference (mixed rounds)', mixed.reference, mixed.reference);
  add('first feed page, writes meanwhile (mixed)', mixed.feed, mixed.reference);
  add('first post detail, writes meanwhile (mixed)', mixed.detail, mixed.reference);
  add('database reference (warm rounds)', warm.reference, warm.reference);
  add('the same members again: feed (warm)', warm.feed, warm.reference);
  add('the same members again: post detail (warm)', warm.detail, warm.reference);
  // Each against the reference of its own rounds, so the machine's load cancels out.
  const mixedRatio = Number(
    (
      figures['first feed page, writes meanwhile (mixed)']!.ratioToDb /
      figures['first feed page (cold)']!.ratioToDb
    ).toFixed(3),
  );
  console.log(
    `mixed feed × its no-write figure (each × its own rounds' reference): ${mixedRatio}; writes meanwhile: ${writes.reactions} reactions, ${writes.comments} comments, ${writes.posts} new posts${writes.errors ? `, ${writes.errors} failed` : ''}`,
  );
  for (const failure of writes.failures) console.log(`  write failed: ${failure}`);
  return { figures, mixedRatio, writes, round };
}

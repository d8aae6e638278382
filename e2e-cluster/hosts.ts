// Hosts of their own on one machine: a network namespace per server process, joined to this
// machine by a veth pair (10.213.N.1 here, 10.213.N.2 in the namespace), so a process reaches
// nothing but what is forwarded to it. PostgreSQL, Redis, the S3 server and the mail sink
// listen on 127.0.0.1 here; small TCP forwarders on 10.213.0.1 (an address of this machine,
// routed from every namespace) pass their traffic on, as a private network to the database
// host would. Everything made here is removed by close(), also after a failed run.
import { execFileSync } from 'node:child_process';
import net from 'node:net';

const GATEWAY = '10.213.0.1';

export type Hosts = {
  /** `netns:address` entries for scripts/cluster.mjs's CLUSTER_HOSTS. */
  clusterHosts: string;
  addresses: string[];
  /** A URL on 127.0.0.1 rewritten to its forwarder on GATEWAY (reachable from the hosts). */
  forward(url: string): Promise<string>;
  close(): Promise<void>;
};

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe' });

/** Whether namespaces can be made here (root with iproute2); CI runs as root. */
export function canMakeHosts(): boolean {
  try {
    ip('netns', 'list');
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
}

export function makeHosts(count: number): Hosts {
  const tag = String(process.pid % 100000);
  const names = Array.from({ length: count }, (_, i) => `fc${tag}h${i + 1}`);
  const addresses = names.map((_, i) => `10.213.${i + 1}.2`);
  const servers: net.Server[] = [];
  const close = async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    for (const [i, name] of names.entries()) {
      try {
        ip('netns', 'del', name);
      } catch {
        // not made
      }
      try {
        ip('link', 'del', `fc${tag}v${i + 1}`);
      } catch {
        // gone with its namespace
      }
    }
    try {
      ip('addr', 'del', `${GATEWAY}/32`, 'dev', 'lo');
    } catch {
      // not added
    }
  };
  try {
    try {
      ip('addr', 'add', `${GATEWAY}/32`, 'dev', 'lo');
    } catch {
      // already there (another run of the suite)
    }
    for (const [i, name] of names.entries()) {
      const outside = `fc${tag}v${i + 1}`;
      const inside = `fc${tag}p${i + 1}`;
      ip('netns', 'add', name);
      ip('link', 'add', outside, 'type', 'veth', 'peer', 'name', inside);
      ip('link', 'set', inside, 'netns', name);
      ip('addr', 'add', `10.213.${i + 1}.1/24`, 'dev', outside);
      ip('link', 'set', outside, 'up');
      ip('-n', name, 'addr', 'add', `${addresses[i]}/24`, 'dev', inside);
      ip('-n', name, 'link', 'set', inside, 'up');
      ip('-n', name, 'link', 'set', 'lo', 'up');
      ip('-n', name, 'route', 'add', 'default', 'via', `10.213.${i + 1}.1`);
    }
  } catch (error) {
    void close();
    throw error;
  }
  const forward = async (url: string) => {
    const parsed = new URL(url);
    const target = { host: parsed.hostname, port: Number(parsed.port) };
    const server = net.createServer((client) => {
      const upstream = net.connect(target);
      client.pipe(upstream).pipe(client);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end);
      upstream.on('error', end);
      client.on('close', end);
      upstream.on('close', end);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, GATEWAY, resolve));
    parsed.hostname = GATEWAY;
    parsed.port = String((server.address() as net.AddressInfo).port);
    return parsed.toString().replace(/\/$/, url.endsWith('/') ? '/' : '');
  };
  return {
    clusterHosts: names.map((n, i) => `${n}:${addresses[i]}`).join(','),
    addresses,
    forward,
    close,
  };
}

import { describe, expect, it } from 'vitest';
import { formatLogLine, startBanner } from './dev-log';

describe('development logs and the start-up block', () => {
  it('turns a JSON request line into one readable line', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 24, 3, 4, 5),
      msg: 'request completed',
      req: { method: 'GET', url: '/api/feed' },
      res: { statusCode: 200 },
      responseTime: 12.4,
    });
    expect(formatLogLine(line)).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/feed 200 12ms$/);
    expect(formatLogLine('not json')).toBe('not json');
  });

  it('prints the address and, after loading the demo data, the demo logins', () => {
    const banner = startBanner('http://localhost:3000', {
      adminEmail: 'admin@example.com',
      adminPassword: 'Setouchi2026',
      memberEmail: 'haruka.shimada@example.com',
      memberPassword: 'Fanclub2026',
    });
    expect(banner).toContain('Address    http://localhost:3000');
    expect(banner).toContain('admin      admin@example.com  /  Setouchi2026');
    expect(banner).toContain('member     haruka.shimada@example.com  /  Fanclub2026');
    expect(startBanner('http://localhost:3000')).toContain('see README.md');
  });
});

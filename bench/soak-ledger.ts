// The points ledger after the soak (bench/soak.ts): no negative balance, every balance the sum of
// its ledger rows and its last balance_after, and the totals to compare with the redeems answered.
import pg from 'pg';

export type Ledger = Awaited<ReturnType<typeof checkLedger>>;

export async function checkLedger(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = async (text: string) => (await client.query(text)).rows[0] as Record<string, string>;
    const negative = await q(`select count(*)::int n from users where point_amount < 0`);
    const mismatched = await q(`
      select count(*)::int n from users u
      where u.point_amount <> coalesce((select sum(points) from point_transactions t where t.user_id = u.id), 0)`);
    const lastBalance = await q(`
      select count(*)::int n from users u
      join lateral (select balance_after from point_transactions t where t.user_id = u.id
                    order by id desc limit 1) t on true
      where t.balance_after <> u.point_amount`);
    const sums = await q(`
      select (select coalesce(sum(point_amount), 0) from users)::bigint balances,
             (select coalesce(sum(points), 0) from point_transactions)::bigint ledger,
             (select count(*) from exchange_requests)::int exchanges,
             (select coalesce(sum(amount), 0) from exchange_requests)::bigint exchanged`);
    return {
      negativeBalances: Number(negative.n),
      balancesNotLedgerSum: Number(mismatched.n),
      balancesNotLastBalanceAfter: Number(lastBalance.n),
      balances: Number(sums.balances),
      ledger: Number(sums.ledger),
      exchanges: Number(sums.exchanges),
      exchangedPoints: Number(sums.exchanged),
    };
  } finally {
    await client.end();
  }
}

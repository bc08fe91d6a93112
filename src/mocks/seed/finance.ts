import { addDaysIso, isoDaysAgo } from '../lib/dates';
import { createRng } from '../lib/random';
import type {
  Payment,
  SubscribeTransaction,
  SubscriptionPackage,
  TransactionStatus,
  UserAccount,
  Withdrawal,
} from '../types';
import { BANKS } from './names';

export const TRANSACTION_COUNT = 120;
export const WITHDRAWAL_COUNT = 45;

export const PAYMENT_METHODS = [
  'BCA Virtual Account',
  'Mandiri Virtual Account',
  'BNI Virtual Account',
  'BRI Virtual Account',
  'GoPay',
  'OVO',
  'QRIS',
  'Kartu Kredit',
];

function orderId(iso: string, sequence: number): string {
  return `INV/${iso.slice(0, 10).replace(/-/g, '')}/${String(sequence).padStart(5, '0')}`;
}

export function seedTransactions(
  anchor: Date,
  users: readonly UserAccount[],
  packages: readonly SubscriptionPackage[],
): { transactions: SubscribeTransaction[]; payments: Payment[] } {
  const rng = createRng(701);
  const buyers = users.filter((user) => user.role === 'agent' || rng.chance(0.2));
  const sellable = packages.filter((pkg) => pkg.is_active);
  const drafts = Array.from({ length: TRANSACTION_COUNT }, () => rng.next() * 180).sort((a, b) => b - a);
  const transactions: SubscribeTransaction[] = [];
  const payments: Payment[] = [];
  drafts.forEach((daysAgo, index) => {
    const user = rng.pick(buyers);
    const pkg = rng.pick(sellable);
    const created_at = isoDaysAgo(anchor, daysAgo);
    const status: TransactionStatus =
      daysAgo < 1
        ? 'pending'
        : rng.weighted([
            ['paid', 75],
            ['expired', 18],
            ['pending', 7],
          ] as const);
    const method = rng.pick(PAYMENT_METHODS);
    const transaction: SubscribeTransaction = {
      _id: rng.objectId(),
      order_id: orderId(created_at, index + 1),
      user_id: user.auth_id,
      user_name: user.name,
      email: user.email,
      package_id: pkg.id,
      package_name: pkg.name,
      amount: pkg.price,
      payment_method: method,
      status,
      created_at,
      paid_at: status === 'paid' ? addDaysIso(created_at, rng.next() * 0.2) : null,
      expired_at: addDaysIso(created_at, 1),
    };
    transactions.push(transaction);
    payments.push({
      _id: rng.objectId(),
      order_id: transaction.order_id,
      user_name: user.name,
      package: pkg.name,
      amount: pkg.price,
      method,
      status: status === 'expired' && rng.chance(0.25) ? 'failed' : status,
      created_at,
    });
  });
  return { transactions, payments };
}

export function seedWithdrawals(anchor: Date, users: readonly UserAccount[]): Withdrawal[] {
  const rng = createRng(702);
  const agents = users.filter((user) => user.role === 'agent');
  const notes = { approved: 'Dana sudah ditransfer.', rejected: 'Nama rekening tidak sesuai.', pending: '' };
  return Array.from({ length: WITHDRAWAL_COUNT }, () => {
    const agent = rng.pick(agents);
    const created_at = isoDaysAgo(anchor, rng.next() * 120);
    const status = rng.weighted([
      ['pending', 40],
      ['approved', 45],
      ['rejected', 15],
    ] as const);
    return {
      id: rng.objectId(),
      auth_id: agent.auth_id,
      agent_name: agent.name,
      amount: rng.int(10, 500) * 50_000,
      bank: rng.pick(BANKS),
      account_number: rng.digits(10),
      account_name: agent.name.toUpperCase(),
      status,
      note: notes[status],
      created_at,
      processed_at: status === 'pending' ? null : addDaysIso(created_at, rng.next() * 2),
    };
  });
}

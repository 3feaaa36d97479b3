import type {
  accountDetailsAnswer,
  accountOrdersAnswer,
  accountTransactionsAnswer,
  AccountDetails,
  AccountOrderOfMine,
  AccountTransaction,
} from '../api/account.ts';
import { call, type AnswerOf, type ApiResult } from './api.ts';

/** The signed-in customer's own orders: the /account list and the /orders history. */

export async function accountTransactions(): Promise<ApiResult<AccountTransaction[]>> {
  const answer = await call<AnswerOf<typeof accountTransactionsAnswer>>('/api/account/transactions', { auth: 'required' });
  return answer.ok ? { ok: true, data: answer.data.transactions } : answer;
}

export async function accountOrders(): Promise<ApiResult<AccountOrderOfMine[]>> {
  const answer = await call<AnswerOf<typeof accountOrdersAnswer>>('/api/account/orders', { auth: 'required' });
  return answer.ok ? { ok: true, data: answer.data.orders } : answer;
}

/** Where the signed-in customer's last order went, or null before their first. */
export async function accountDetails(): Promise<ApiResult<AccountDetails | null>> {
  const answer = await call<AnswerOf<typeof accountDetailsAnswer>>('/api/account/details', { auth: 'required' });
  return answer.ok ? { ok: true, data: answer.data.details } : answer;
}

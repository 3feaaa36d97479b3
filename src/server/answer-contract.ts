import { rescheduleAnswer, slotsAnswer } from '../api/installation.ts';
import {
  assignAnswer,
  calendarAnswer,
  capacityAnswer,
  installationOrderAnswer,
  technicianAnswer,
  techniciansAnswer,
} from '../api/admin-installation.ts';
import type { MiddlewareHandler } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';
import { z } from 'zod';
import { accountDetailsAnswer, accountOrdersAnswer, accountTransactionsAnswer, meAnswer } from '../api/account.ts';
import {
  adminDashboard,
  adminOrderPage,
  cashAnswer,
  confirmAnswer,
  deliveryUpdateAnswer,
  messageUpdateAnswer,
  notificationResendAnswer,
  refundAnswer,
} from '../api/admin.ts';
import { initiateAnswer, paymentView, policiesAnswer, quoteAnswer } from '../api/checkout.ts';
import { contactAnswer } from '../api/contact.ts';
import { stockAlertAnswer } from '../api/stock-alerts.ts';
import { favouritesAnswer } from '../api/favourites.ts';
import { cancelAnswer, confirmationAnswer, payAnswer } from '../api/orders.ts';
import { invoiceAnswer } from '../api/invoice.ts';
import { trackedOrder } from '../api/tracked-order.ts';
import { claimAnswer, registrationsAnswer } from '../api/warranty.ts';
import { adminActionsPage } from '../api/admin-actions.ts';
import { cashDayAnswer } from '../api/admin-cash.ts';
import { laybyCashAnswer, laybyExtendAnswer, laybyListAnswer, laybyOrderAnswer } from '../api/admin-layby.ts';
import { claimListAnswer, claimMoveAnswer, registrationListAnswer, serialLookupAnswer } from '../api/admin-warranty.ts';
import { adminStockList, stockAnswer, stockChangeAnswer, stockHistoryAnswer } from '../api/stock.ts';
import { stockImportAnswer } from '../api/stock-csv.ts';
import { adminOrderWithInvoices, invoiceListAnswer, invoiceRetryAnswer } from '../api/admin-invoices.ts';
import { errorBody, requestTranslations } from './errors.ts';

/**
 * The answers the browser reads, each with the schema its type comes from. The browser carries no
 * schema library (src/client/api.ts, issue 27): it takes these answers as typed, and the server
 * holds itself to them here instead.
 */
export const ANSWERS: ReadonlyArray<[method: string, path: string, schema: z.core.$ZodType]> = [
  ['GET', '/api/policies/latest', policiesAnswer],
  ['POST', '/api/checkout/quote', quoteAnswer],
  ['POST', '/api/checkout/initiate', initiateAnswer],
  ['GET', '/api/me', meAnswer],
  ['GET', '/api/account/transactions', accountTransactionsAnswer],
  ['GET', '/api/account/orders', accountOrdersAnswer],
  ['GET', '/api/account/details', accountDetailsAnswer],
  ['GET', '/api/payments/status', paymentView],
  ['GET', '/api/pesapal/verify', paymentView],
  ['POST', '/api/contact', contactAnswer],
  ['POST', '/api/stock/alerts', stockAlertAnswer],
  ['GET', '/api/favourites', favouritesAnswer],
  ['POST', '/api/favourites/merge', favouritesAnswer],
  ['PUT', '/api/favourites/:productId', favouritesAnswer],
  ['DELETE', '/api/favourites/:productId', favouritesAnswer],
  ['POST', '/api/orders/track', trackedOrder],
  ['GET', '/api/orders/:orderId/confirmation', confirmationAnswer],
  ['POST', '/api/orders/:orderId/pay', payAnswer],
  ['POST', '/api/orders/:orderId/cancel', cancelAnswer],
  ['GET', '/api/orders/:orderId/invoice', invoiceAnswer],
  ['GET', '/api/orders', adminOrderPage],
  ['GET', '/api/orders/:orderId', adminOrderWithInvoices],
  ['PATCH', '/api/orders/:orderId', deliveryUpdateAnswer],
  ['POST', '/api/orders/:orderId/notifications/:notificationId/resend', notificationResendAnswer],
  ['POST', '/api/orders/:orderId/refund', refundAnswer],
  ['POST', '/api/orders/:orderId/cash', cashAnswer],
  ['POST', '/api/orders/:orderId/confirm', confirmAnswer],
  ['POST', '/api/warranty/registrations', registrationsAnswer],
  ['POST', '/api/warranty/claims', claimAnswer],
  ['GET', '/api/admin/dashboard', adminDashboard],
  ['PATCH', '/api/admin/messages/:messageId', messageUpdateAnswer],
  ['GET', '/api/admin/actions', adminActionsPage],
  ['GET', '/api/admin/cash', cashDayAnswer],
  ['GET', '/api/installations/slots', slotsAnswer],
  ['GET', '/api/admin/technicians', techniciansAnswer],
  ['POST', '/api/admin/technicians', technicianAnswer],
  ['PATCH', '/api/admin/technicians/:id', technicianAnswer],
  ['GET', '/api/admin/installations', calendarAnswer],
  ['PUT', '/api/admin/installations/capacity', capacityAnswer],
  ['GET', '/api/admin/installations/:orderId', installationOrderAnswer],
  ['POST', '/api/admin/installations/:orderId/assign', assignAnswer],
  ['POST', '/api/admin/installations/:orderId/reschedule', installationOrderAnswer],
  ['POST', '/api/orders/:orderId/installation', rescheduleAnswer],
  ['GET', '/api/admin/layby', laybyListAnswer],
  ['GET', '/api/admin/layby/:orderId', laybyOrderAnswer],
  ['POST', '/api/admin/layby/:orderId/cash', laybyCashAnswer],
  ['POST', '/api/admin/layby/:orderId/extend', laybyExtendAnswer],
  ['GET', '/api/admin/warranty', serialLookupAnswer],
  ['GET', '/api/admin/warranty/claims', claimListAnswer],
  ['GET', '/api/admin/warranty/registrations', registrationListAnswer],
  ['PATCH', '/api/admin/warranty/claims/:claimId', claimMoveAnswer],
  ['GET', '/api/stock', stockAnswer],
  ['GET', '/api/admin/stock', adminStockList],
  ['PUT', '/api/admin/stock/:productId', stockChangeAnswer],
  ['PATCH', '/api/admin/stock/:productId', stockChangeAnswer],
  ['POST', '/api/admin/stock/:productId/receive', stockChangeAnswer],
  ['POST', '/api/admin/stock/:productId/adjust', stockChangeAnswer],
  ['POST', '/api/admin/stock/:productId/return', stockChangeAnswer],
  ['GET', '/api/admin/stock/:productId/history', stockHistoryAnswer],
  ['POST', '/api/admin/stock/import', stockImportAnswer],
  ['GET', '/api/admin/invoices', invoiceListAnswer],
  ['POST', '/api/admin/orders/:orderId/invoices/:documentId/retry', invoiceRetryAnswer],
];

interface Contract {
  route: string;
  schema: z.core.$ZodType;
}
const router = new PatternRouter<Contract>();
for (const [method, route, schema] of ANSWERS) router.add(method, route, { route, schema });

/** The route and schema a successful answer to `method path` must meet, if the browser reads that route. */
export function answerContract(method: string, path: string): Contract | undefined {
  return router.match(method, path)[0][0]?.[0];
}

/**
 * Checks every successful JSON answer of a route the browser reads against its schema. An answer
 * that breaks it is the server's bug: it leaves as a 500 `ANSWER_CONTRACT` naming the route and the
 * field, and is logged, so an API test or a browser walk that meets it fails where it happened.
 * On by default (tests, `npm start`); the production entries turn it off (createApp's `checkAnswers`).
 */
export function checkAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 200 || c.res.status > 299 || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const contract = answerContract(c.req.method, c.req.path);
    if (!contract) return;
    const checked = z.safeParse(contract.schema, await c.res.clone().json());
    if (checked.success) return;
    const issue = checked.error.issues[0];
    const where = `${c.req.method} ${contract.route}: ${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'invalid'}`;
    console.error(`The answer breaks its schema (src/server/answer-contract.ts): ${where}`);
    c.res = undefined;
    c.res = c.json(errorBody('ANSWER_CONTRACT', requestTranslations(c)('api.error.answerContract', { where })), 500);
  };
}

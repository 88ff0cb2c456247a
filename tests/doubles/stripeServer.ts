import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Stripe API test double on 127.0.0.1, spoken to by the real `stripe` SDK (which accepts host,
 * port and protocol): the calls our payments adapter makes, answered in Stripe's shapes, with
 * every request kept so tests can check what was asked. Bodies are Stripe's form encoding.
 */
export interface StripeRequest {
  method: string;
  path: string;
  /** Form fields as Stripe sends them: 'line_items[0][price_data][unit_amount]' → '2599'. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface StripeDouble {
  apiUrl: string;
  secretKey: string;
  requests: StripeRequest[];
  /** Requests to one endpoint, e.g. 'POST /v1/checkout/sessions'. */
  calls(endpoint: string): StripeRequest[];
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}

export async function startStripeDouble(secretKey = 'sk_test_double'): Promise<StripeDouble> {
  const requests: StripeRequest[] = [];
  const checkoutSessions = new Map<string, Record<string, unknown>>();
  let sequence = 0;
  const next = (prefix: string) => `${prefix}_double_${(sequence += 1)}`;
  /** The period end every subscription reports: thirty days after the double started. */
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const text = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : text));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const request = { method: req.method ?? 'GET', path: url.pathname, form, idempotencyKey };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    requests.push(request);
    const route = `${request.method} ${url.pathname}`;

    if (route === 'POST /v1/checkout/sessions') {
      const id = next('cs_test');
      checkoutSessions.set(id, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        client_reference_id: form.client_reference_id,
        customer_email: form.customer_email,
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: 'gbp',
        payment_status: 'unpaid',
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
      return json(res, 200, checkoutSessions.get(id));
    }
    const checkoutSession = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (checkoutSession && req.method === 'GET') {
      const session = checkoutSessions.get(checkoutSession[1]!);
      if (!session) return json(res, 404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${checkoutSession[1]}'` } });
      return json(res, 200, session);
    }
    if (route === 'POST /v1/refunds') {
      return json(res, 200, { id: next('re'), object: 'refund', payment_intent: form.payment_intent, status: 'succeeded' });
    }
    if (route === 'GET /v1/invoice_payments') {
      const invoice = url.searchParams.get('invoice');
      return json(res, 200, {
        object: 'list',
        has_more: false,
        url: '/v1/invoice_payments',
        data: [{ id: next('inpay'), object: 'invoice_payment', invoice, payment: { type: 'payment_intent', payment_intent: `pi_for_${invoice}` } }],
      });
    }
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
    if (subscription && ['GET', 'POST', 'DELETE'].includes(req.method ?? '')) {
      const canceled = req.method === 'DELETE';
      return json(res, 200, {
        id: subscription[1],
        object: 'subscription',
        status: canceled ? 'canceled' : 'active',
        cancel_at_period_end: form.cancel_at_period_end === 'true',
        // One item, as a Checkout subscription has; a plan change names it and keeps its product.
        items: {
          object: 'list',
          data: [
            { id: `si_for_${subscription[1]}`, object: 'subscription_item', price: { product: `prod_for_${subscription[1]}` }, current_period_end: periodEnd },
          ],
        },
      });
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      return json(res, 200, {
        id: next('bps'),
        object: 'billing_portal.session',
        customer: form.customer,
        url: `https://billing.stripe.test/p/session/${form.customer}`,
      });
    }
    return json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    calls: (endpoint) => requests.filter((request) => `${request.method} ${request.path}` === endpoint),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

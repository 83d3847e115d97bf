// nightly-export.mjs: every permit request past its due time, as CSV (one line each, with its
// company's USDOT number), for the morning's follow-up. A tool other teams run each night:
//
//   PERMIT_API_URL=https://permits.example.com/api PERMIT_EMAIL=… PERMIT_PASSWORD=… \
//     node nightly-export.mjs > late-permit-requests.csv
//
// It pages through whole lists with `for await`, rides out a bad minute of network (retries with
// backoff, each one said on stderr), and checks every answer against the contract, so that a
// field the API stopped sending fails the run by name rather than writing empty cells.
import { createSdk, paginate, readApiUrl } from '@permit-office/sdk';
import { checkAnswers } from '@permit-office/sdk/checked';

const config = { API_URL: process.env.PERMIT_API_URL };
const sdk = createSdk({
  config,
  fetch: checkAnswers({ apiUrl: readApiUrl(config) }),
  // A night's run may wait: up to five retries of a call, within two minutes.
  maxRetries: 5,
  timeoutMs: 120_000,
  onRetry: ({ attempt, delayMs, method, url, status, error }) =>
    console.error(`retry ${attempt} of ${method} ${new URL(url).pathname} in ${delayMs} ms (${status ?? error?.kind})`),
});

const { signedIn, error } = await sdk.session.login({
  email: process.env.PERMIT_EMAIL ?? '',
  password: process.env.PERMIT_PASSWORD ?? '',
});
if (!signedIn) {
  console.error(`Not signed in: ${error?.message}`);
  process.exit(1);
}

/**
 * A CSV cell: quoted, and never read as a formula by a spreadsheet (text typed by other people).
 * @param {string | number | null | undefined} value
 */
const cell = (value) => {
  const text = String(value ?? '');
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
};

const usdotOf = new Map();
for await (const company of paginate(sdk, '/companies', { pageSize: 200 })) usdotOf.set(company.id, company.usdot);

console.log(['number', 'company', 'usdot', 'status', 'due_at', 'agent'].join(','));
let late = 0;
// Sorted by id: a request that turns late during the run lands on a later page, none is skipped.
const lateRequests = paginate(sdk, '/permit-requests', {
  query: { clock: 'late', sort: 'id', order: 'asc' },
  pageSize: 200,
});
for await (const request of lateRequests) {
  const { number, company_name, company_id, status, due_at, agent_name } = request;
  console.log([number, company_name, usdotOf.get(company_id), status, due_at, agent_name].map(cell).join(','));
  late++;
}
console.error(`${late} late permit requests, ${usdotOf.size} companies read`);

/**
 * Files as an attacker would try them: no token, a neighbour's id, a signed link altered, reused
 * for another file or kept past its expiry, and uploads that claim to be what they are not.
 */
import { describe, expect, it } from 'vitest';
import { FILE_LINK_TTL_SECONDS } from '../src/file-links.js';
import contract from '../src/contract.gen.json' with { type: 'json' };
import { BASE, signIn, useMockApi } from './support.js';

let clock = Date.now();
const { api } = useMockApi({ now: () => new Date(clock) });

const SVG_ALERT = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><circle r="4"/></svg>';
const HTML_ALERT = '<!doctype html><title>x</title><script>alert(document.cookie)</script>';
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

async function upload(token: string, bytes: BlobPart, name: string, claimedType: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: claimedType }), name);
  const response = await fetch(`${BASE}/files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number; link: string; name: string } }).data;
}

async function signedLink(token: string, link: string) {
  const response = await fetch(`${BASE}/file-links`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ link }),
  });
  return {
    status: response.status,
    data: (
      (await response.json()) as { data?: { url: string; expires_at: string; name: string; content_type: string } }
    ).data,
  };
}

/** A permit document of a company other than the member's (company 1). */
function otherCompanysFile() {
  const file = api.db.files.all().find((candidate) => candidate.company_id !== null && candidate.company_id !== 1);
  if (!file) throw new Error('the seed has no other company file');
  return file;
}

const otherCompanysInvoice = () => api.db.invoices.all().find((invoice) => invoice.company_id !== 1);
const ownInvoice = () => api.db.invoices.all().find((invoice) => invoice.company_id === 1);

describe('reading files', () => {
  it('answers 401 to every file and invoice PDF without a credential', async () => {
    const file = otherCompanysFile();
    for (const path of [`/files/${file.id}`, `/files/${file.id + 1}`, '/invoices/1/pdf', '/invoices/2/pdf']) {
      expect((await fetch(`${BASE}${path}`)).status, path).toBe(401);
    }
  });

  it("gives a member their company's files and PDFs, and a 404 for a neighbour's (not a 403 that ends the session)", async () => {
    const { access_token: member } = await signIn('member');
    const headers = { Authorization: `Bearer ${member}` };
    const own = api.db.files.all().find((file) => file.company_id === 1);
    expect((await fetch(`${BASE}/files/${own?.id}`, { headers })).status).toBe(200);
    expect((await fetch(`${BASE}/files/${otherCompanysFile().id}`, { headers })).status).toBe(404);
    expect((await fetch(`${BASE}/invoices/${ownInvoice()?.id}/pdf`, { headers })).status).toBe(200);
    expect((await fetch(`${BASE}/invoices/${otherCompanysInvoice()?.id}/pdf`, { headers })).status).toBe(404);
    // Nor can they have one signed.
    expect((await signedLink(member, `files/${otherCompanysFile().id}`)).status).toBe(404);
    expect((await signedLink(member, `invoices/${otherCompanysInvoice()?.id}/pdf`)).status).toBe(404);
  });

  it("lets every signed-in user read the customer manual's documents", async () => {
    const { access_token: member } = await signIn('member');
    const manual = api.db.manualDocuments.all()[0];
    const { status, data } = await signedLink(member, manual?.file_link ?? '');
    expect(status).toBe(201);
    expect((await fetch(data?.url ?? '')).status).toBe(200);
  });
});

describe('signed links', () => {
  it('open one file without a token, until they expire', async () => {
    const { access_token: member } = await signIn('member');
    const invoice = ownInvoice();
    const { status, data } = await signedLink(member, `invoices/${invoice?.id}/pdf`);
    expect(status).toBe(201);
    expect(data).toMatchObject({ name: `${invoice?.number}.pdf`, content_type: 'application/pdf' });
    const url = new URL(data?.url ?? '');
    expect(url.href.startsWith(`${BASE}/invoices/${invoice?.id}/pdf?`)).toBe(true);
    expect(Date.parse(data?.expires_at ?? '') - clock).toBeLessThanOrEqual(FILE_LINK_TTL_SECONDS * 1000);

    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(await pdf.arrayBuffer())).toMatch(/^%PDF-/);

    clock += (FILE_LINK_TTL_SECONDS + 1) * 1000;
    try {
      expect((await fetch(url)).status).toBe(401);
    } finally {
      clock = Date.now();
    }
  });

  it('are refused when altered: the signature, the expiry, or the file they name', async () => {
    const { access_token: admin } = await signIn('admin');
    const { data } = await signedLink(admin, 'invoices/1/pdf');
    const url = new URL(data?.url ?? '');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));

    const variants = [
      (u: URL) => u.searchParams.set('signature', `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`),
      (u: URL) => u.searchParams.set('signature', ''),
      (u: URL) => u.searchParams.set('signature', 'not base64 at all!'),
      (u: URL) => u.searchParams.set('expires', String(expires + 3600)),
      (u: URL) => u.searchParams.delete('expires'),
      (u: URL) => (u.pathname = u.pathname.replace('/invoices/1/', '/invoices/2/')),
      (u: URL) => (u.pathname = u.pathname.replace('/invoices/1/pdf', '/files/1')),
    ];
    for (const alter of variants) {
      const altered = new URL(url);
      alter(altered);
      const response = await fetch(altered);
      expect([401, 422], altered.href).toContain(response.status);
      expect(response.headers.get('Content-Type'), altered.href).toMatch(/json/);
    }
    expect((await fetch(url)).status).toBe(200);
  });

  it('answer a malformed expiry or signature beside a token with the 422 the contract declares, in JSON', async () => {
    // Without a token, a link that does not verify is a 401 (above); with one, its query is checked first.
    const { access_token: admin } = await signIn('admin');
    for (const path of ['files/1', 'invoices/1/pdf']) {
      for (const query of ['expires=soon&signature=abc', 'expires=1&signature=not%20base64!']) {
        const response = await fetch(`${BASE}/${path}?${query}`, { headers: { Authorization: `Bearer ${admin}` } });
        expect(response.status, `${path}?${query}`).toBe(422);
        expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
        const operation = contract.paths[path.startsWith('files') ? '/files/{id}' : '/invoices/{id}/pdf']?.get;
        expect(Object.keys(operation?.responses ?? {}), path).toContain('422');
      }
    }
  });

  it('are not handed out for anything but a file of this API', async () => {
    const { access_token: admin } = await signIn('admin');
    for (const link of [
      'companies/1',
      'files/999999',
      'files/1/extra',
      '../files/1',
      'files/0',
      // Absolute, at any host: still only the API's own file paths, under its base path.
      'https://evil.example/files/1',
      'https://evil.example/other/api/files/1',
      'https://evil.example/api/companies/1',
      'https://evil.example/api/../files/1',
      'https://evil.example/api/files/1/../../companies/1',
      'https://evil.example/api/files/%2e%2e/%2e%2e/files/1',
      'https://evil.example/api/files/1%2F..%2F2',
      'https://evil.example/api/files/1.pdf',
      'file:///api/files/1',
      'javascript:alert(1)//api/files/1',
      'data:text/html,/api/files/1',
    ]) {
      expect((await signedLink(admin, link)).status, link).toBe(404);
    }
    expect((await signedLink(admin, `${BASE}/files/1`)).status).toBe(201);
    expect((await signedLink(admin, '/files/1')).status).toBe(201);
  });

  it('open whatever address the API was reached at: a link is read by its path, the answer is at the API', async () => {
    const { access_token: admin } = await signIn('admin');
    // The address the admin knows the API by behind a proxy, a port mapping, another scheme, or
    // any host at all: only the path names the file, and the signed link is the API's, never theirs.
    for (const [link, path] of [
      ['http://localhost:8080/api/files/1', '/files/1'],
      ['https://permits.example.com/api/invoices/2/pdf', '/invoices/2/pdf'],
      ['https://evil.example/api/files/1', '/files/1'],
    ] as const) {
      const { status, data } = await signedLink(admin, link);
      expect(status, link).toBe(201);
      expect(data?.url.startsWith(`${BASE}${path}?expires=`), link).toBe(true);
      expect((await fetch(data?.url ?? '')).status, link).toBe(200);
    }
  });

  it("are at the address a proxy says the client reached (X-Forwarded-Host, -Proto), only when it is a host's", async () => {
    const { access_token: admin } = await signIn('admin');
    const signedVia = async (forwarded: Record<string, string>) => {
      const response = await fetch(`${BASE}/file-links`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json', ...forwarded },
        body: JSON.stringify({ link: 'https://permits.example.com/api/files/1' }),
      });
      expect(response.status).toBe(201);
      return new URL(((await response.json()) as { data: { url: string } }).data.url);
    };
    const behindProxy = await signedVia({
      'X-Forwarded-Host': 'permits.example.com, proxy.internal:8080',
      'X-Forwarded-Proto': 'https',
    });
    expect(`${behindProxy.origin}${behindProxy.pathname}`).toBe('https://permits.example.com/api/files/1');
    // The same signature opens the file at the address the API sees: it covers the path, not the host.
    expect((await fetch(`${BASE}/files/1${behindProxy.search}`)).status).toBe(200);

    for (const host of ['evil.example/api', 'user@evil.example', 'evil.example:99999', 'evil example', '']) {
      const ignored = await signedVia({ 'X-Forwarded-Host': host, 'X-Forwarded-Proto': 'javascript' });
      expect(`${ignored.origin}${ignored.pathname}`, host).toBe(`${BASE}/files/1`);
    }
  });

  it('need a signed-in caller to be issued', async () => {
    const response = await fetch(`${BASE}/file-links`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ link: 'files/1' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('uploads', () => {
  it('are typed by their bytes, never by the claim, and served sandboxed', async () => {
    const { access_token: token } = await signIn('member');
    const cases = [
      { bytes: SVG_ALERT, name: 'logo.png', claimed: 'image/png', type: 'image/svg+xml', disposition: 'attachment' },
      {
        bytes: SVG_ALERT,
        name: 'logo.svg',
        claimed: 'image/svg+xml',
        type: 'image/svg+xml',
        disposition: 'attachment',
      },
      {
        bytes: HTML_ALERT,
        name: 'page.html',
        claimed: 'text/html',
        type: 'application/octet-stream',
        disposition: 'attachment',
      },
      {
        bytes: HTML_ALERT,
        name: 'scan.pdf',
        claimed: 'application/pdf',
        type: 'application/octet-stream',
        disposition: 'attachment',
      },
      { bytes: PNG, name: 'page.html', claimed: 'text/html', type: 'image/png', disposition: 'inline' },
      {
        bytes: '%PDF-1.4\n%%EOF\n',
        name: 'x.html',
        claimed: 'text/html',
        type: 'application/pdf',
        disposition: 'inline',
      },
    ];
    for (const { bytes, name, claimed, type, disposition } of cases) {
      const stored = await upload(token, bytes, name, claimed);
      const { data } = await signedLink(token, stored.link);
      expect(data?.content_type, name).toBe(type);
      const response = await fetch(data?.url ?? '');
      expect(response.headers.get('Content-Type'), name).toBe(type);
      expect(response.headers.get('Content-Security-Policy'), name).toMatch(/^sandbox(;|$)/);
      expect(response.headers.get('X-Content-Type-Options'), name).toBe('nosniff');
      expect(response.headers.get('Content-Disposition')?.split(';')[0], name).toBe(disposition);
    }
  });

  it('keep a hostile name out of the headers', async () => {
    const { access_token: token } = await signIn('member');
    const stored = await upload(token, PNG, '../../evil"\r\nSet-Cookie: x=1;.png', 'image/png');
    expect(stored.name).not.toMatch(/[\r\n/\\]/);
    const { data } = await signedLink(token, stored.link);
    const response = await fetch(data?.url ?? '');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('Content-Disposition')).toMatch(/^inline; filename="[^"]*"; filename\*=UTF-8''/);
  });

  it("are the uploader's: another company's member cannot read them, staff can", async () => {
    const { access_token: member } = await signIn('member');
    const stored = await upload(member, PNG, 'truck.png', 'image/png');
    const file = api.db.files.get(stored.id);
    expect(file).toMatchObject({ company_id: 1 });
    api.db.files.update(stored.id, { owner_id: -1, company_id: 2 });
    expect((await fetch(`${BASE}/${stored.link}`, { headers: { Authorization: `Bearer ${member}` } })).status).toBe(
      404,
    );
    const { access_token: admin } = await signIn('admin');
    expect((await fetch(`${BASE}/${stored.link}`, { headers: { Authorization: `Bearer ${admin}` } })).status).toBe(200);
  });
});

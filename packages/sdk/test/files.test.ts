import { describe, expect, it } from 'vitest';
import { createSdk } from '../src/index.js';

const sdk = createSdk({ config: { API_URL: 'https://permits.example.com/api/' } });

describe('file links', () => {
  it.each([
    ['https://cdn.example.com/permits/123.pdf', 'https://cdn.example.com/permits/123.pdf'],
    ['HTTP://cdn.example.com/a.png', 'HTTP://cdn.example.com/a.png'],
    ['data:application/pdf;base64,JVBERi0=', 'data:application/pdf;base64,JVBERi0='],
    ['storage/invoices/9.pdf', 'https://permits.example.com/api/storage/invoices/9.pdf'],
    ['/storage/invoices/9.pdf', 'https://permits.example.com/api/storage/invoices/9.pdf'],
    ['///storage/x.pdf', 'https://permits.example.com/api/storage/x.pdf'],
    ['\\\\evil.example/x.pdf', 'https://permits.example.com/api/evil.example/x.pdf'],
    ['//files.example.com/x.pdf', 'https://files.example.com/x.pdf'],
  ])('%s → %s', (link, expected) => {
    expect(sdk.files.resolve(link)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '',
  ])('refuses %j', (link) => {
    expect(sdk.files.resolve(link)).toBeUndefined();
  });

  it('keeps any relative link, whatever it contains, under the API base address', () => {
    for (const link of ['java\tscript:alert(1)', '\u0001javascript:alert(1)', '%6Aavascript:alert(1)', '../../etc']) {
      const resolved = sdk.files.resolve(link);
      expect(resolved?.startsWith('https://permits.example.com/api/')).toBe(true);
    }
  });
});

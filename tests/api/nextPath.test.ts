/** `?next=` after log-in and sign-up (src/lib/nextPath.ts): this site's paths only, whatever a link holds. */
import { describe, expect, it } from 'vitest';
import { loginHref, safeNextPath } from '../../src/lib/nextPath';

describe('safeNextPath', () => {
  it('keeps paths of this site, with their query and hash', () => {
    for (const path of ['/', '/landlord', '/landlord/new', '/landlord/abc/edit?tab=photos#photos', '/search?city=K%C3%B6ln', '/a:b']) {
      expect(safeNextPath(path), path).toBe(path);
    }
  });

  it('refuses anything a browser could take to another origin, and nonsense', () => {
    const hostile = [
      null,
      undefined,
      '',
      'landlord',
      '//evil.example',
      '//evil.example/landlord',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\u0000',
      'https://evil.example/landlord',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      ' /landlord',
      '%2F%2Fevil.example',
      `/${'a'.repeat(2001)}`,
    ];
    for (const value of hostile) expect(safeNextPath(value), JSON.stringify(value)).toBeNull();
  });

  it('makes the log-in link that comes back', () => {
    expect(loginHref('/landlord/abc/edit?x=1&y=2')).toBe('/login?next=%2Flandlord%2Fabc%2Fedit%3Fx%3D1%26y%3D2');
  });
});

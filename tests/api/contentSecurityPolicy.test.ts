import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, policyText, policyWithTiles, tileSource } from '../../scripts/build/contentSecurityPolicy';

describe("the build's Content Security Policy and the maps' optional street tiles", () => {
  it('allows no image host by default: the maps draw offline outlines', () => {
    expect(policyWithTiles(undefined)).toBe(contentSecurityPolicy);
    expect(policyWithTiles('')).toBe(contentSecurityPolicy);
    expect(policyText(policyWithTiles(undefined))).toContain("img-src 'self' data: blob:;");
  });

  it("adds only a configured tile template's origin to img-src", () => {
    expect(tileSource('https://tiles.example.org/{z}/{x}/{y}.png')).toBe('https://tiles.example.org');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    const policy = policyWithTiles('https://tiles.example.org/{z}/{x}/{y}.png?key=abc');
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
    expect(policy['connect-src']).toEqual(contentSecurityPolicy['connect-src']);
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('ignores templates that are not absolute http(s) URLs', () => {
    for (const template of ['/tiles/{z}/{x}/{y}.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'not a url']) {
      expect(tileSource(template), template).toBeNull();
    }
  });
});

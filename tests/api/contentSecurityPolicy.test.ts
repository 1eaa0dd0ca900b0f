import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, policyForEnv, policyText, policyWithTiles } from '../../scripts/build/contentSecurityPolicy';
import { DEFAULT_TILES_ATTRIBUTION, DEFAULT_TILES_URL, mapTiles, tileOrigin } from '../../src/lib/mapTiles';

describe("the maps' street tiles from the build's environment", () => {
  it("are OpenStreetMap's standard tiles with their credit when nothing is configured", () => {
    expect(mapTiles({})).toEqual({ url: DEFAULT_TILES_URL, attribution: DEFAULT_TILES_ATTRIBUTION });
    expect(mapTiles({ VITE_MAP_TILES_URL: '' })?.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(DEFAULT_TILES_ATTRIBUTION).toContain('href="https://www.openstreetmap.org/copyright"');
    expect(DEFAULT_TILES_ATTRIBUTION).toContain('© ');
  });

  it("take a provider's template and credit, and never lend it OpenStreetMap's credit", () => {
    expect(mapTiles({ VITE_MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png', VITE_MAP_TILES_ATTRIBUTION: '© Example' })).toEqual({
      url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
    expect(mapTiles({ VITE_MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' })?.attribution).toBe('');
  });

  it('are off with VITE_MAP_TILES_URL=none', () => {
    expect(mapTiles({ VITE_MAP_TILES_URL: 'none' })).toBeNull();
  });
});

describe("the build's Content Security Policy and the tiles' origin", () => {
  it("allows OpenStreetMap's tile host for images and the service worker's fetches by default, and nothing more", () => {
    const policy = policyForEnv({});
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://tile.openstreetmap.org']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policyText(policy)).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
  });

  it("follows the configured template's origin, with {s} subdomains as a wildcard", () => {
    expect(tileOrigin('https://tiles.example.org/{z}/{x}/{y}.png')).toBe('https://tiles.example.org');
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    const policy = policyForEnv({ VITE_MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png?key=abc' });
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://tiles.example.org']);
    expect(policyText(policy)).not.toContain('openstreetmap');
  });

  it('adds no origin for tiles turned off, served from our own origin, or not http(s)', () => {
    expect(policyForEnv({ VITE_MAP_TILES_URL: 'none' })).toBe(contentSecurityPolicy);
    expect(policyForEnv({ VITE_MAP_TILES_URL: '/tiles/{z}/{x}/{y}.png' })).toBe(contentSecurityPolicy);
    for (const template of ['/tiles/{z}/{x}/{y}.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'not a url']) {
      expect(tileOrigin(template), template).toBeNull();
      expect(policyWithTiles(template), template).toBe(contentSecurityPolicy);
    }
  });
});

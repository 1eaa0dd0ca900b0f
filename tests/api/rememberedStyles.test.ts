/**
 * styled-components' rules remembered across renders (src/prerender/rememberedStyles.ts): each
 * render's sheet must hold exactly what a fresh sheet would, whatever earlier renders styled, for
 * static components, components styled from their props, global styles and keyframes alike.
 */
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, css, keyframes, ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { rememberedNames, rememberingStyles } from '../../src/prerender/rememberedStyles';

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;
const Global = createGlobalStyle`
  body { margin: 0; }
`;
const Plain = styled.p`
  color: teal;
  &:hover { color: navy; }
`;
const Sized = styled.div<{ $width: number; $busy: boolean }>`
  width: ${({ $width }) => $width}px;
  ${({ $busy }) =>
    $busy &&
    css`
      animation: ${spin} 1s linear infinite;
    `}
  @media (max-width: 600px) { width: ${({ $width }) => $width + 5}px; }
`;

/** A page's tree: which components it uses, and with what, varies from render to render. */
function tree(widths: number[], busy: boolean, plain: boolean) {
  return createElement(
    Fragment,
    null,
    createElement(Global),
    plain ? createElement(Plain, null, 'text') : null,
    ...widths.map((width) => createElement(Sized, { key: width, $width: width, $busy: busy })),
  );
}

function styleTags(element: ReturnType<typeof tree>, remembering: boolean): { markup: string; tags: string } {
  const sheet = new ServerStyleSheet();
  if (remembering) rememberingStyles(sheet.instance);
  try {
    const markup = renderToString(sheet.collectStyles(element));
    return { markup, tags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('styles remembered across renders', () => {
  it("gives each render's sheet the rules a fresh sheet gets, and nothing of an earlier render's", () => {
    const renders: Array<[number[], boolean, boolean]> = [
      [[100, 200], false, true],
      [[300], true, false],
      [[100], true, true],
      [[200, 300, 400], false, false],
      [[100, 200], false, true],
    ];
    for (const [widths, busy, plain] of renders) {
      const fresh = styleTags(tree(widths, busy, plain), false);
      const remembered = styleTags(tree(widths, busy, plain), true);
      expect(remembered).toEqual(fresh);
      // Nothing of another render: widths this one did not use are not in its sheet.
      for (const other of [100, 200, 300, 400].filter((width) => !widths.includes(width))) expect(remembered.tags).not.toContain(`width:${other}px`);
      expect(remembered.tags.includes('@keyframes')).toBe(busy);
    }
    expect(rememberedNames()).toBeGreaterThan(0);
  });

  it('takes the rules from memory instead of from stylis once a render has made them', () => {
    const stylisMade = (element: ReturnType<typeof tree>) => {
      const sheet = new ServerStyleSheet();
      rememberingStyles(sheet.instance);
      // Called by styled-components with what stylis made; the memory puts its rules in underneath.
      let made = 0;
      const insert = sheet.instance.insertRules.bind(sheet.instance);
      sheet.instance.insertRules = (id, name, rules) => {
        made += 1;
        insert(id, name, rules);
      };
      try {
        renderToString(sheet.collectStyles(element));
        return { made, tags: sheet.getStyleTags() };
      } finally {
        sheet.seal();
      }
    };
    expect(stylisMade(tree([500], true, true)).made).toBeGreaterThan(0);
    const again = stylisMade(tree([500], true, true));
    expect(again.made).toBe(0);
    expect(again.tags).toBe(styleTags(tree([500], true, true), false).tags);
  });
});

/**
 * A rendered page put into the build's template (src/prerender/pageTemplate.ts): each part at its
 * place in the template, whatever the page's own markup holds, and the app started after load.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_PARSED_ID, START_SCRIPT, withPage } from '../../src/prerender/pageTemplate';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>CampusNest · Student housing in Europe</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/http-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a page in the template', () => {
  it('puts the styles at the end of the head, its title first, and the body with its state into #root, painted once all of it is there', () => {
    const html = withPage(TEMPLATE, {
      head: '<style>p{color:red}</style>',
      title: 'Room · CampusNest',
      body: '<main>room</main>',
      state: '<script id="s">{}</script>',
    });
    expect(html).toBe(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Room · CampusNest</title>
    <title>CampusNest · Student housing in Europe</title>
    <script defer src="${START_SCRIPT}" data-entry="/assets/index-abc.js" data-preload="/assets/http-def.js"></script>
    <link rel="expect" href="#${PAGE_PARSED_ID}" blocking="render">
    <style>p{color:red}</style>
  </head>
  <body>
    <div id="root"><main>room</main></div><template id="${PAGE_PARSED_ID}"></template>
    <script id="s">{}</script>
  </body>
</html>`);
  });

  it("places nothing inside the page's own markup, even where it looks like the template's", () => {
    const body = '<p>&lt;/head&gt; <code><title>x</title></code></p><div id="root"></div>$& $1';
    const head = '<style>/* </head> <title>t</title> */</style>';
    const html = withPage(TEMPLATE, { head, title: null, body, state: '<script>$`</script>' });
    expect(html).toContain(`\n    ${head}\n  </head>`);
    expect(html).toContain(`<div id="root">${body}</div><template id="${PAGE_PARSED_ID}"></template>\n    <script>$\`</script>`);
    expect(html.match(/<title>CampusNest/g)).toHaveLength(1);
    expect(html.indexOf('<title>CampusNest')).toBeLessThan(html.indexOf(head));
  });

  it('refuses a template without a place for the page', () => {
    expect(() => withPage(TEMPLATE.replace('<div id="root"></div>', ''), { head: '', title: null, body: '', state: '' })).toThrow(/no/);
  });
});

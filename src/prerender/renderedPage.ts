/** One page rendered to HTML, in parts for the template (pageTemplate.ts). */
export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  body: string;
  /** For the head: the page's image preloads and styled-components' `<style>` elements. */
  head: string;
  /** The embedded state (prerenderedState.ts), for the end of the body. */
  state: string;
  /** The page's document title, rendered by the page. */
  title: string | null;
}

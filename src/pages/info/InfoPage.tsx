/**
 * The frame of the site's information pages (the footer's links): a readable column with the page's
 * title, a lead paragraph and its sections. The texts are each page's own (docs/product.md#information-pages).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { theme } from '../../styles/theme';

const Article = styled(Container).attrs({ as: 'article' })`
  padding-top: 2rem;
  padding-bottom: 1rem;
  line-height: 1.65;
  & > * { max-width: 70ch; }
  h1 { margin: 0 0 0.75rem; font-size: clamp(1.6rem, 4vw, 2.2rem); letter-spacing: -0.01em; }
  h2 { margin: 2rem 0 0.5rem; font-size: 1.2rem; }
  p, ul, ol { margin: 0 0 0.9rem; }
  li + li { margin-top: 0.35rem; }
  a { color: ${theme.colors.primary}; }
`;

const Lead = styled.p`
  font-size: 1.1rem;
  color: ${theme.colors.muted};
`;

export function InfoPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <Article>
      <title>{`${title} · CampusNest`}</title>
      <h1>{title}</h1>
      <Lead>{lead}</Lead>
      {children}
    </Article>
  );
}

export function MailLink({ to }: { to: string }) {
  return <a href={`mailto:${to}`}>{to}</a>;
}

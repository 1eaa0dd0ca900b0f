/**
 * The header's menu on phones, tablets and small laptops: one button that opens the panel holding
 * the links, the account and the language list, so the header stays one row. Wider screens show the panel's contents inline
 * and never the button; which of the two applies is CSS alone, so the prerendered page and the
 * hydrated one agree at every width.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { earlyKey } from '../../components/earlyKey';
import { theme } from '../../styles/theme';

const visuallyHidden = 'position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;';

/**
 * Below this width the header is one row with the menu button: the whole row (links, Saved, the
 * account and the language list, in every language) needs the page's full column,
 * theme.layout.maxWidth, which narrower screens do not have.
 */
export const COMPACT_HEADER = `(max-width: ${parseInt(theme.layout.maxWidth, 10) - 1}px)`;

const MenuButton = styled.button`
  display: none;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  min-width: 44px;
  padding: 0.4rem 0.6rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${theme.colors.primarySoft}; }
  &[aria-expanded='true'] { background: ${theme.colors.primarySoft}; border-color: ${theme.colors.primary}; }
  @media ${COMPACT_HEADER} {
    display: inline-flex;
    /* After the Saved link, which stays in the row, as the usual place for a menu. */
    order: 2;
  }
  /* A phone's row keeps its room for the logo and the Saved link in every language ('Enregistrés'):
     the icon shows, the word stays for screen readers. */
  @media (max-width: 400px) { justify-content: center; padding-inline: 0.5rem; span { ${visuallyHidden} } }
`;

/**
 * `display: contents` on wider screens: the links and the account sit in the header's row as if the
 * panel were not there. In the compact header, closed, only what is marked `data-in-row` shows (the Saved
 * link; wider than a phone, a visitor's Sign Up too); open, the whole panel drops below
 * the row, over the page.
 */
const Panel = styled.div`
  display: contents;
  @media ${COMPACT_HEADER} {
    &[data-open='false'] {
      display: flex;
      align-items: center;
      order: 1;
      nav { display: flex; }
      nav > :not([data-in-row]), nav ~ * { display: none; }
    }
    &[data-open='true'] {
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      display: grid;
      gap: 0.75rem;
      padding: 0.75rem ${theme.layout.gutter} 1rem;
      background: ${theme.colors.surface};
      border-bottom: 1px solid ${theme.colors.border};
      box-shadow: ${theme.shadow.card};
      nav { display: grid; gap: 0.25rem; }
    }
  }
  /* Wider than a phone, a visitor's Sign Up stays in the row too (the account marks itself and it
     data-in-row; German's 'Anmelden' beside it would not fit at 641 px), and the open panel is a card
     under the button rather than the screen's width. */
  @media ${COMPACT_HEADER} and (min-width: calc(${theme.breakpoints.sm} + 1px)) {
    &[data-open='false'] {
      gap: 0.5rem;
      nav ~ [data-in-row] { display: flex; flex-wrap: nowrap; padding-top: 0; border-top: none; }
      nav ~ [data-in-row] > :not([data-in-row]) { display: none; }
    }
    &[data-open='true'] {
      left: auto;
      right: ${theme.layout.gutter};
      width: min(22rem, calc(100% - 2 * ${theme.layout.gutter}));
      padding-inline: 0.75rem;
      border: 1px solid ${theme.colors.border};
      border-top: none;
      border-radius: 0 0 ${theme.radius.lg} ${theme.radius.lg};
    }
  }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function HeaderMenu({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Back and Forward lead elsewhere too: the next page starts with the menu closed.
  const location = useLocation();
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !buttonRef.current?.contains(target) && !panelRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpen(!open);
        }}
        onKeyDown={onKeyDown}
        {...earlyKey('menu')}
      >
        <MenuIcon open={open} />
        <span>{t({ message: 'Menu', comment: 'Button that opens the header menu on a phone' })}</span>
      </MenuButton>
      <Panel
        ref={panelRef}
        id={id}
        data-open={open}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // At once, not when the next page has loaded (the router renders it in a transition).
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      >
        {children}
      </Panel>
    </>
  );
}

export const theme = {
  colors: {
    primary: '#3730a3',
    primaryHover: '#312e81',
    primarySoft: '#eef2ff',
    accent: '#f59e0b',
    text: '#111827',
    muted: '#4b5563',
    border: '#d1d5db',
    /** Form controls' edge: darker than the panels' `border`, so fields stand out from cards. */
    inputBorder: '#9ca3af',
    surface: '#ffffff',
    background: '#f8fafc',
    danger: '#b91c1c',
    dangerSoft: '#fef2f2',
    success: '#047857',
    successSoft: '#ecfdf5',
    focus: '#f59e0b',
    footer: '#111827',
    footerText: '#d1d5db',
    skeleton: '#e5e7eb',
    heroFrom: '#312e81',
    heroTo: '#4f46e5',
    price: '#111827',
    /** A saved listing's heart. */
    saved: '#be123c',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgb(15 23 42 / 6%), 0 4px 12px rgb(15 23 42 / 6%)',
    hover: '0 2px 4px rgb(15 23 42 / 8%), 0 12px 28px rgb(15 23 42 / 12%)',
    raised: '0 10px 30px rgb(15 23 42 / 14%)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  layout: { maxWidth: '1200px', gutter: '1rem' },
  breakpoints: { sm: '640px', md: '900px' },
} as const;

export type Theme = typeof theme;

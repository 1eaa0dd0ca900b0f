/**
 * The site's information pages (the footer's links), as the app routes them, the build prerenders
 * them and the server answers 200 for them: one list, so the three agree. `page` names the page's
 * module in src/pages/info, whose code the prerendered file hints.
 */
export const infoPages = [
  { path: '/about', page: 'AboutPage' },
  { path: '/how-it-works', page: 'HowItWorksPage' },
  { path: '/for-landlords', page: 'ForLandlordsPage' },
  { path: '/support', page: 'SupportPage' },
  { path: '/privacy', page: 'PrivacyPage' },
  { path: '/terms', page: 'TermsPage' },
  { path: '/cookies', page: 'CookiesPage' },
  { path: '/gdpr', page: 'GdprPage' },
] as const;

export type InfoPath = (typeof infoPages)[number]['path'];

const infoPaths = new Set<string>(infoPages.map((info) => info.path));

export function isInfoPath(route: string): route is InfoPath {
  return infoPaths.has(route);
}

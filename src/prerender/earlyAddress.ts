/**
 * Where a control is on the page, as the replay of early events finds it again once the app has
 * replaced it (replayEarlyEvents.ts): the child positions from the nearest ancestor marked with an
 * early key (src/components/earlyKey.ts), or from the top of the page's tree, down to it. Taken when
 * the user acts (captureEarlyEvents.ts): once the app has replaced the control, or only a part of
 * the page around it (the home box that becomes a combobox), the removed element no longer knows.
 */
import { EARLY_KEY_ATTRIBUTE } from '../components/earlyKey';

export interface EarlyAddress {
  key: string | null;
  path: number[];
}

export function addressOf(element: Element): EarlyAddress {
  const path: number[] = [];
  let node = element;
  while (!node.hasAttribute(EARLY_KEY_ATTRIBUTE) && node.parentElement && node.parentElement.id !== 'root') {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  return { key: node.getAttribute(EARLY_KEY_ATTRIBUTE), path };
}

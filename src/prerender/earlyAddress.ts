/**
 * Where a control is on the page, as the replay of early events finds it again once the app has
 * replaced it (replayEarlyEvents.ts): the child positions from the nearest ancestor marked with an
 * early key (src/components/earlyKey.ts), or from the top of the page's tree, down to it. Taken when
 * the user acts (captureEarlyEvents.ts): once the app has replaced the control, or only a part of
 * the page around it (the home box that becomes a combobox), the removed element no longer knows.
 *
 * Its place can move in the app's page where something the replayed typing brings stands before it
 * (the dates' summary before 'Request to book'), so the address also counts it among the controls of
 * its kind under the same ancestor, and keeps its name: the replay takes that control only when its
 * place no longer holds one like it, and only by the same name (a page in another language drops it).
 */
import { EARLY_KEY_ATTRIBUTE } from '../components/earlyKey';

export interface EarlyAddress {
  key: string | null;
  path: number[];
  /** Its index among the elements of its tag and type under the same ancestor. */
  ordinal: number;
  name: string;
}

/** Elements of `control`'s tag and type under `top`, `top` included, in document order. */
export function controlsLike(top: Element, control: Element): Element[] {
  const type = control.getAttribute('type');
  const all = [top, ...top.querySelectorAll(control.tagName)];
  return all.filter((element) => element.tagName === control.tagName && element.getAttribute('type') === type);
}

/** What tells the control from others of its kind: a choice's value and label (a group's name comes from useId, which differs between the two pages), a field's name, a button's words. */
export function controlName(control: Element): string {
  if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox'))
    return `${control.value} ${control.labels?.[0]?.textContent.trim() ?? ''}`;
  return control.getAttribute('name') ?? control.getAttribute('aria-label') ?? control.textContent.trim();
}

export function addressOf(element: Element): EarlyAddress {
  const path: number[] = [];
  let node = element;
  while (!node.hasAttribute(EARLY_KEY_ATTRIBUTE) && node.parentElement && node.parentElement.id !== 'root') {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  return { key: node.getAttribute(EARLY_KEY_ATTRIBUTE), path, ordinal: controlsLike(node, element).indexOf(element), name: controlName(element) };
}

/**
 * Text typed into a prerendered page before the app ran (docs/architecture.md#html-first). React
 * hydrates a controlled field to its state, which is empty, and the text would be lost: so what
 * was typed is noted before hydrating and typed again, as an input event React hears, once React
 * has taken the field over (its value is reset then).
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;

const GIVE_UP_MS = 10_000;

/** The setter React's own value tracking does not see, as a browser's typing does not. */
function typeInto(field: TextField, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Call before hydrating `container`; what was typed comes back as each field is hydrated. */
export function keepTypedText(container: Element): void {
  const typed = [...container.querySelectorAll<TextField>('input, textarea')]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  if (typed.length === 0) return;
  const started = performance.now();
  const check = () => {
    for (const entry of [...typed]) {
      if (entry.field.isConnected && entry.field.value === entry.value) continue;
      if (entry.field.isConnected) typeInto(entry.field, entry.value);
      typed.splice(typed.indexOf(entry), 1);
    }
    if (typed.length > 0 && performance.now() - started < GIVE_UP_MS) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

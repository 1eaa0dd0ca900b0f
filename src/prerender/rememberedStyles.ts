/**
 * styled-components' CSS for a render's sheet, remembered across renders (docs/server.md#rendered-pages).
 * Every render has a sheet of its own (ServerStyleSheet), so each component's rules were put through
 * stylis again at every render of every page, though a component's rules under one class name are
 * always the same: the name is a hash of the CSS (a static global style's, its id and instance).
 * A sheet that is asked whether it holds a name it lacks but an earlier render's sheet had takes that
 * name's rules then, as it would have taken them from stylis a moment later: the sheet ends up with
 * exactly the rules of the components this render used, in the order a fresh sheet would have them.
 */

/** The part of styled-components' StyleSheet this uses (ServerStyleSheet's `instance`). */
export interface StyleSheetRules {
  hasNameForId(id: string, name: string): boolean;
  insertRules(id: string, name: string, rules: string[]): void;
}

/** Past this many names, a render's new names are not remembered: a component styled from endless values (a width per listing) cannot fill the heap. */
export const REMEMBERED_NAMES = 4096;

const remembered = new Map<string, readonly string[]>();

const keyOf = (id: string, name: string) => `${id} ${name}`;

/** Makes `sheet` take the rules earlier sheets got from stylis instead of asking stylis again. */
export function rememberingStyles(sheet: StyleSheetRules): void {
  const has = sheet.hasNameForId.bind(sheet);
  const insert = sheet.insertRules.bind(sheet);
  sheet.hasNameForId = (id, name) => {
    if (has(id, name)) return true;
    const rules = remembered.get(keyOf(id, name));
    if (rules === undefined) return false;
    insert(id, name, [...rules]);
    return true;
  };
  sheet.insertRules = (id, name, rules) => {
    const key = keyOf(id, name);
    if (remembered.size < REMEMBERED_NAMES && !remembered.has(key)) remembered.set(key, [...rules]);
    insert(id, name, rules);
  };
}

/** How many names are remembered (tests). */
export function rememberedNames(): number {
  return remembered.size;
}

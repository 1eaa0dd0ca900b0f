/** Stored text as JSON, or undefined when it is absent or not JSON (anyone can edit storage). */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

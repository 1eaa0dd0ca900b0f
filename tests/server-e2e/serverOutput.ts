/** What the server printed (the console mailer's lines), read from its output file as a developer reads the terminal. */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

function output(): string[] {
  const file = process.env.CAMPUSNEST_SERVER_OUTPUT;
  if (!file) throw new Error('CAMPUSNEST_SERVER_OUTPUT is not set: run with playwright.server.config.ts');
  // Whole lines only: the last element after the final newline is an unfinished one.
  return readFileSync(file, 'utf8').split('\n').slice(0, -1);
}

/** Waits for a line the server prints after `from` lines, and returns it. */
export async function nextLine(pattern: RegExp, from: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = output()
          .slice(from)
          .find((line) => pattern.test(line));
        return found !== undefined;
      },
      { message: `a server line matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}

export function lineCount(): number {
  return output().length;
}

/** The code the server "sent" to `contact` after `from` lines of output. */
export async function nextCode(contact: string, from: number): Promise<string> {
  const escaped = contact.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const line = await nextLine(new RegExp(`^\\[CampusNest\\] Verification code for ${escaped}: \\d{6}$`), from);
  return line.slice(-6);
}

/**
 * What Linux's /proc says about a process, read in one place for the folder lock, the tests and the
 * bench. Each reader answers null where /proc is missing (another system) or the process is gone.
 */
import { readFileSync } from 'node:fs';

/**
 * The fields of /proc/<pid>/stat after the command's closing parenthesis (a command may hold
 * spaces and parentheses of its own): the state is the 1st, the parent's pid the 2nd, utime and
 * stime the 12th and 13th, the start time the 20th (fields 3, 4, 14, 15 and 22 of proc(5)).
 */
export function statFields(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return null;
  }
}

/** A size line of /proc/<pid>/status (VmRSS: resident now, VmHWM: its peak), in kB. */
export function statusKilobytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const found = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return found ? Number(found[1]) : null;
  } catch {
    return null;
  }
}

/** The running boot's id, which changes at every boot (so a pid from before a reboot names nobody). */
export function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}
